import {
  type RegistrationContext,
  type RegistrationFieldConfigs,
  type RegistrationIssueField,
  type RegistrationMode,
  type RegistrationValues,
  registrationIssues,
  type ValidationIssue,
} from '@platform/validation';
import type { TypedRegistrationField } from './registration.fields';

export type RegistrationIssue = ValidationIssue<RegistrationIssueField>;

export interface RegistrationState {
  mode: RegistrationMode;
  values: Partial<Record<TypedRegistrationField | 'captcha', string>>;
  agreement: boolean;
}

export interface RegistrationRulesContext {
  fields: RegistrationFieldConfigs;
  /** The fields on screen (the others are neither checked nor sent). */
  shown: readonly TypedRegistrationField[];
  captchaEnabled: boolean;
  botCheck?: { passed: boolean };
}

/** The values the form sends and checks: the shown fields, the captcha when asked, and the agreement. */
export function registrationValues(state: RegistrationState, ctx: RegistrationRulesContext): RegistrationValues {
  const values: RegistrationValues = { agreement: state.agreement };
  for (const field of ctx.shown) values[field] = state.values[field] ?? '';
  if (ctx.captchaEnabled) values.captcha = state.values.captcha ?? '';
  return values;
}

/** Every failure of @platform/validation's registration rules, in the spec's order (points §5). */
export function registrationProblems(state: RegistrationState, ctx: RegistrationRulesContext): RegistrationIssue[] {
  const validation: RegistrationContext = {
    fields: ctx.fields,
    mode: state.mode,
    captchaEnabled: ctx.captchaEnabled,
    botCheckEnabled: ctx.botCheck !== undefined,
    botCheckPassed: ctx.botCheck?.passed === true,
  };
  return registrationIssues(registrationValues(state, ctx), validation);
}

/**
 * The first problem of each field the player should see now: every field after a submit, before it only fields
 * the player has left (an error while typing the first letters helps nobody).
 */
export function visibleProblems(
  problems: readonly RegistrationIssue[],
  seen: ReadonlySet<RegistrationIssueField>,
  submitted: boolean,
): Partial<Record<RegistrationIssueField, RegistrationIssue>> {
  const shown: Partial<Record<RegistrationIssueField, RegistrationIssue>> = {};
  for (const problem of problems) {
    if ((submitted || seen.has(problem.field)) && !shown[problem.field]) shown[problem.field] = problem;
  }
  return shown;
}

/** Whether a submit answer is a list of problems to show (the affiliate check, a server field refusal). */
export function isIssueList(value: unknown): value is RegistrationIssue[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'object' && item !== null && 'field' in item && 'key' in item)
  );
}
