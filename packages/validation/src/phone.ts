/**
 * Phone numbers (points-centres-lottery.md §5): the merchant's configured rule (min, max, pattern), or exactly 11
 * digits when none is configured. Used for redeem, the SMS-code button and SMS login.
 */
import { type FieldConfig, invalidReason } from './field-config.ts';
import { VALIDATION_LIMITS } from './validation.constants.ts';
import { DIGITS_ONLY } from './validation.text.ts';

export interface PhoneRule {
  minLength?: number | null;
  maxLength?: number | null;
  acceptedPattern?: string | null;
}

/** The rule from a field config (the mobileNum registration field), or null when it sets no length or pattern. */
export function phoneRuleFrom(config: Partial<FieldConfig> | null | undefined): PhoneRule | null {
  if (!config) return null;
  const { minLength, maxLength, acceptedPattern } = config;
  const hasPattern = acceptedPattern != null && acceptedPattern.trim() !== '' && acceptedPattern.trim() !== '*';
  return minLength || maxLength || hasPattern ? { minLength, maxLength, acceptedPattern } : null;
}

const DEFAULT_RULE: PhoneRule = {
  minLength: VALIDATION_LIMITS.defaultPhoneDigits,
  maxLength: VALIDATION_LIMITS.defaultPhoneDigits,
  acceptedPattern: '[0-9]+',
};

/**
 * True when the phone follows the configured rule, or is exactly 11 digits when no rule is configured. A configured
 * rule without a pattern still wants digits; only an explicit `*` accepts any characters.
 */
export function isValidPhone(value: string | null | undefined, rule?: PhoneRule | null): boolean {
  if (value == null || value === '') return false;
  const effective = rule
    ? { ...rule, acceptedPattern: rule.acceptedPattern || DEFAULT_RULE.acceptedPattern }
    : DEFAULT_RULE;
  return invalidReason(value, effective) === undefined;
}

/** The mobile check of SMS login and the code button: digits only, and the phone rule. */
export function isValidMobile(value: string | null | undefined, rule?: PhoneRule | null): boolean {
  return value != null && DIGITS_ONLY.test(value) && isValidPhone(value, rule);
}
