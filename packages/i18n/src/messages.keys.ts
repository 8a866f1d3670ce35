import { generatedMessageKeys } from './messages.keys.generated';
import type { MessageKey } from './messages.types';

/** Every message key of the product, in CN catalogue order (for the repository-wide unused-key test). */
export const messageKeys: readonly MessageKey[] = generatedMessageKeys;

let keySet: ReadonlySet<string> | undefined;

/** True when a string (an error code or key sent by the server) is one of the product's message keys. */
export function isMessageKey(value: string): value is MessageKey {
  keySet ??= new Set<string>(messageKeys);
  return keySet.has(value);
}
