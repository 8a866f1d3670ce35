/** Blank means empty or only whitespace: a space typed into a required box does not fill it. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim().length === 0;
}

/** Length in characters as a player counts them (code points), so an emoji or a CJK extension character counts once. */
export function textLength(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

export const DIGITS_ONLY = /^[0-9]+$/;
