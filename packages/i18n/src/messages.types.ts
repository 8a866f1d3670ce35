// A type-only import: the CN catalogue defines the keys without being pulled into the entry chunk.
import type { messages as cn } from './catalogues/cn';

/** Every message key of the product: the keys of the CN catalogue. */
export type MessageKey = keyof typeof cn & string;

/** One language's catalogue: a string for every key. */
export type Messages = Readonly<Record<MessageKey, string>>;

/** Values for the `{name}` placeholders of a message. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A translator bound to one catalogue (`createTranslator`). */
export type Translator = (key: MessageKey, params?: MessageParams) => string;
