/**
 * A translation of one CN domain file: exactly the same keys, each a string. Used with `satisfies`, so a missing
 * key and an extra key both fail the typecheck in the file where they happen.
 */
export type Translation<Source> = { readonly [Key in keyof Source]: string };

/** One language's catalogue split by domain file: the domain's name to its messages. */
export type Domains = Readonly<Record<string, Readonly<Record<string, string>>>>;

// (A | B) => (A & B): the parameter position of a function type is contravariant, so inferring it from a union of
// functions yields the intersection.
type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (part: infer All) => void
  ? All
  : never;

/**
 * The messages of every domain file together. An intersection rather than `Record<string, string>`, so its keys are
 * exactly the domain files' keys: `MessageKey` is read off the CN result, and `satisfies Messages` on another
 * language's result still fails for a missing key.
 *
 * Each language's index merges with `Object.assign({}, ...Object.values(domains))` typed as this. The one line stays
 * in each index rather than in a shared `mergeDomains()`: a function that all six lazy language chunks import
 * becomes a seventh chunk (tsup splitting) that each language load waits for, larger (191 B gzip) than the line.
 */
export type MergedDomains<Source extends Domains> = Intersection<Source[keyof Source]>;
