import type { vars } from './contract.css';

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** The typed token object a merchant writes: every leaf of the theme contract, as a CSS value. */
export type ThemeTokens = Leaves<typeof vars>;
