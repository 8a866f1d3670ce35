/**
 * Registration field configs as the server sends them (player-site.md §3: enabled, required, updateRequired, patternId,
 * message, minLength, maxLength, acceptedPattern) and the rule every field follows (points-centres-lottery.md §5):
 * checked against acceptedPattern and min/max length; `*` accepts anything; blank is allowed unless required; a
 * required field must be valid; an optional field with content must be valid (in_please_information).
 */
import { issue, type ValidationIssue } from './validation.result.ts';
import { isBlank, textLength } from './validation.text.ts';

export interface FieldConfig {
  enabled: boolean;
  /** Must be filled at registration. */
  required: boolean;
  /** Must be filled when the player updates the profile later (`mode: 'update'`). */
  updateRequired: boolean;
  /** The server's name for the pattern; informational, `acceptedPattern` is what is checked. */
  patternId?: string | null;
  /** The merchant's hint for the field, returned as `serverMessage` with its failures. */
  message?: string | null;
  minLength?: number | null;
  maxLength?: number | null;
  /** A regular expression the whole value must match (`^`/`$` are implied), `/body/flags`, or `*` for anything. */
  acceptedPattern?: string | null;
}

/** What the wire may carry for a flag: booleans, 'Y'/'N', 1/0, 'true'/'false'. */
export type LooseFlag = boolean | number | string | null | undefined;
export type RawFieldConfig = Partial<Record<'enabled' | 'required' | 'updateRequired', LooseFlag>> &
  Omit<Partial<FieldConfig>, 'enabled' | 'required' | 'updateRequired' | 'minLength' | 'maxLength'> & {
    minLength?: number | string | null;
    maxLength?: number | string | null;
  };

export function flag(value: LooseFlag): boolean {
  if (typeof value === 'string') return ['y', 'yes', 'true', '1'].includes(value.trim().toLowerCase());
  return value === true || value === 1;
}

function limit(value: number | string | null | undefined): number | null {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  // 0 or less means "no limit": a max of 0 would refuse every value, which no merchant intends.
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

/** Turns a server field config into a typed one; missing flags are false, non-positive lengths mean no limit. */
export function normaliseFieldConfig(raw: RawFieldConfig | null | undefined): FieldConfig {
  return {
    enabled: flag(raw?.enabled),
    required: flag(raw?.required),
    updateRequired: flag(raw?.updateRequired),
    patternId: raw?.patternId ?? null,
    message: raw?.message ?? null,
    minLength: limit(raw?.minLength),
    maxLength: limit(raw?.maxLength),
    acceptedPattern: raw?.acceptedPattern ?? null,
  };
}

const compiled = new Map<string, RegExp | null>();

/**
 * The pattern as a full-match RegExp, or null for "accept anything" (`*`, empty) and for a pattern that does not
 * compile: a broken merchant setting must not lock every player out (the server validates again).
 */
export function compilePattern(pattern: string | null | undefined): RegExp | null {
  if (pattern == null || pattern.trim() === '' || pattern.trim() === '*') return null;
  let regex = compiled.get(pattern);
  if (regex === undefined) {
    const literal = /^\/(.*)\/([a-z]*)$/s.exec(pattern);
    const [body, flags] = literal ? [literal[1] as string, literal[2] as string] : [pattern, ''];
    try {
      regex = new RegExp(`^(?:${body})$`, flags.replace(/[gy]/g, ''));
    } catch {
      regex = null;
    }
    compiled.set(pattern, regex);
  }
  return regex;
}

export type FieldCheckMode = 'register' | 'update';

export interface LengthPatternRule {
  minLength?: number | null;
  maxLength?: number | null;
  acceptedPattern?: string | null;
}

/** Why content is invalid, for UIs that explain more than the key does. */
export type InvalidReason = 'minLength' | 'maxLength' | 'pattern';

/** The content rule alone (no required check): length in characters, then the pattern. */
export function invalidReason(value: string, rule: LengthPatternRule): InvalidReason | undefined {
  const length = textLength(value);
  if (rule.minLength != null && rule.minLength > 0 && length < rule.minLength) return 'minLength';
  if (rule.maxLength != null && rule.maxLength > 0 && length > rule.maxLength) return 'maxLength';
  const regex = compilePattern(rule.acceptedPattern);
  if (regex && !regex.test(value)) return 'pattern';
  return undefined;
}

/**
 * Checks one registration field. Disabled fields pass. In `update` mode `updateRequired` is the required flag.
 * Blank and required: validation_field_required; content that breaks the rule: in_please_information.
 */
export function checkField<F extends string>(
  field: F,
  value: string | null | undefined,
  config: FieldConfig,
  mode: FieldCheckMode = 'register',
): ValidationIssue<F> | undefined {
  if (!config.enabled) return undefined;
  const serverMessage = config.message ? { serverMessage: config.message } : {};
  const required = mode === 'update' ? config.updateRequired : config.required;
  if (isBlank(value)) return required ? issue(field, 'validation_field_required', serverMessage) : undefined;
  const reason = invalidReason(value as string, config);
  if (!reason) return undefined;
  const params: Record<string, number | string> = { reason };
  if (config.minLength) params.minLength = config.minLength;
  if (config.maxLength) params.maxLength = config.maxLength;
  return issue(field, 'in_please_information', { params, ...serverMessage });
}
