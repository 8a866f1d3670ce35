/**
 * A translation of one CN domain file: exactly the same keys, each a string. Used with `satisfies`, so a missing
 * key and an extra key both fail the typecheck in the file where they happen.
 */
export type Translation<Source> = { readonly [Key in keyof Source]: string };
