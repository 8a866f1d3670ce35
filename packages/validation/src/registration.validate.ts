/**
 * Registration (points-centres-lottery.md §5; player-site.md §3, §4, §8): every enabled field against its server
 * config, confirm equals password (in_confirmation_correct), agreement ticked (in_user_agreement), bot check passed,
 * the code needs a valid mobile (br_enright_cphone), captcha only if enabled, and the affiliate code checked by a
 * call before registering.
 */
import { checkField, type FieldCheckMode, type FieldConfig } from './field-config.ts';
import { isValidMobile, phoneRuleFrom } from './phone.ts';
import { issue, toResult, type ValidationIssue, type ValidationResult } from './validation.result.ts';
import { isBlank } from './validation.text.ts';

/** The registration fields of player-site.md §3 a player can type into, in form order. */
export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'verifyPwd',
  'confirmPassword',
  'payeeName',
  'paymentPassword',
  'mobileNum',
  'verificationCode',
  'qqNum',
  'email',
  'line',
  'facebook',
  'whatsapp',
  'idNumber',
  'nickname',
  'affiliateCode',
  'recommenderId',
  'captcha',
  'rebateId',
] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
/** Field names plus the two checks that are not typed-in fields. */
export type RegistrationIssueField = RegistrationField | 'agreement' | 'botCheck';
export type RegistrationValues = Partial<Record<RegistrationField, string | null>> & { agreement?: boolean };
export type RegistrationFieldConfigs = Partial<Record<RegistrationField, FieldConfig>>;
export type RegistrationMode = 'username' | 'mobile';

/** Fields whose value must equal `password`. */
const CONFIRMATION_FIELDS = ['verifyPwd', 'confirmPassword'] as const satisfies readonly RegistrationField[];

/**
 * What each mode shows beyond the configs. Phone registrations get the merchant's default password from the server
 * (NOTES.md), so the mobile form has no username or password boxes, and the mobile number is always required.
 */
const MODE_RULES: Record<
  RegistrationMode,
  { hidden: readonly RegistrationField[]; required: readonly RegistrationField[] }
> = {
  username: { hidden: [], required: [] },
  mobile: { hidden: ['username', 'password', ...CONFIRMATION_FIELDS], required: ['mobileNum'] },
};

export interface RegistrationContext {
  /** The server's field configs (see `normaliseFieldConfig`); a missing config means the field is not shown. */
  fields: RegistrationFieldConfigs;
  /** @default 'username' */
  mode?: RegistrationMode;
  /** `update` checks a later profile update, where `updateRequired` replaces `required`. @default 'register' */
  stage?: FieldCheckMode;
  /** Captcha is asked only when the merchant enables it; its field config is not consulted. @default false */
  captchaEnabled?: boolean;
  /** The user-agreement box is shown. @default true at registration, false for updates */
  agreementRequired?: boolean;
  /** The merchant uses a bot check (Geetest). @default false */
  botCheckEnabled?: boolean;
  /** The bot check has passed (it is reset after a failed registration). @default false */
  botCheckPassed?: boolean;
}

function configFor(field: RegistrationField, ctx: RegistrationContext): FieldConfig | undefined {
  const mode = MODE_RULES[ctx.mode ?? 'username'];
  if (mode.hidden.includes(field)) return undefined;
  const config = ctx.fields[field];
  if (!mode.required.includes(field)) return config;
  return { ...(config ?? { updateRequired: true }), enabled: true, required: true, updateRequired: true };
}

function fieldIssue(field: RegistrationField, values: RegistrationValues, ctx: RegistrationContext) {
  const config = configFor(field, ctx);
  if (!config || field === 'captcha') return undefined;
  const stage = ctx.stage ?? 'register';
  const found = checkField(field, values[field], config, stage);
  if (found || field !== 'mobileNum' || isBlank(values.mobileNum)) return found;
  // A mobile number is digits under the phone rule even when its config has no pattern of its own.
  return isValidMobile(values.mobileNum, phoneRuleFrom(config))
    ? undefined
    : issue(field, 'in_please_information', config.message ? { serverMessage: config.message } : {});
}

/** Every failure in the spec's order: field rules, confirmation, agreement, bot check, code needs mobile, captcha. */
export function registrationIssues(
  values: RegistrationValues,
  ctx: RegistrationContext,
): ValidationIssue<RegistrationIssueField>[] {
  const stage = ctx.stage ?? 'register';
  const issues: (ValidationIssue<RegistrationIssueField> | undefined)[] = REGISTRATION_FIELDS.map((field) =>
    fieldIssue(field, values, ctx),
  );
  const failed = new Set(issues.map((i) => i?.field));

  for (const field of CONFIRMATION_FIELDS) {
    if (configFor(field, ctx)?.enabled && !failed.has(field) && (values[field] ?? '') !== (values.password ?? '')) {
      issues.push(issue(field, 'in_confirmation_correct'));
    }
  }
  if ((ctx.agreementRequired ?? stage === 'register') && values.agreement !== true) {
    issues.push(issue('agreement', 'in_user_agreement'));
  }
  if (ctx.botCheckEnabled && !ctx.botCheckPassed) issues.push(issue('botCheck', 'validation_bot_check_required'));

  // A code is only obtainable for a valid mobile; it matters once a code is needed or typed.
  const code = configFor('verificationCode', ctx);
  const codeWanted = code?.enabled && (code.required || !isBlank(values.verificationCode));
  if (codeWanted && !failed.has('mobileNum') && !isValidMobile(values.mobileNum, phoneRuleFrom(ctx.fields.mobileNum))) {
    issues.push(issue('mobileNum', 'br_enright_cphone'));
  }
  if (ctx.captchaEnabled && isBlank(values.captcha)) issues.push(issue('captcha', 'validation_captcha_required'));
  return issues.filter((i): i is ValidationIssue<RegistrationIssueField> => i !== undefined);
}

/** Local registration rules, synchronous: use on change and before submitting. */
export function validateRegistration(
  values: RegistrationValues,
  ctx: RegistrationContext,
): ValidationResult<RegistrationIssueField> {
  return toResult(registrationIssues(values, ctx));
}

/** The first failure of one field (for field-level validators of a form library), or undefined. */
export function checkRegistrationField(
  field: RegistrationIssueField,
  values: RegistrationValues,
  ctx: RegistrationContext,
): ValidationIssue<RegistrationIssueField> | undefined {
  return registrationIssues(values, ctx).find((i) => i.field === field);
}

/** The SMS-code button: the code needs a valid mobile first (br_enright_cphone). */
export function validateSendCode(
  mobile: string | null | undefined,
  mobileConfig?: Partial<FieldConfig> | null,
): ValidationResult<'mobileNum'> {
  return toResult([
    isValidMobile(mobile, phoneRuleFrom(mobileConfig)) ? undefined : issue('mobileNum', 'br_enright_cphone'),
  ]);
}

/** The server's answer to the affiliate check call (`affiliate (code, domain)`). */
export type AffiliateCheckResult = { ok: true } | { ok: false; message?: string | null };

/**
 * The whole submit check in the spec's order: local rules first (no call while the form is invalid), then the
 * affiliate code by a call (only when one is entered and the field is shown), before the register call.
 */
export async function validateRegistrationSubmit(
  values: RegistrationValues,
  ctx: RegistrationContext,
  checkAffiliate: (code: string) => Promise<AffiliateCheckResult>,
): Promise<ValidationResult<RegistrationIssueField>> {
  const local = validateRegistration(values, ctx);
  const code = values.affiliateCode?.trim();
  if (!local.ok || !code || !configFor('affiliateCode', ctx)?.enabled) return local;
  const answer = await checkAffiliate(code);
  if (answer.ok) return local;
  const serverMessage = answer.message ? { serverMessage: answer.message } : {};
  return toResult([issue('affiliateCode', 'validation_affiliate_invalid', serverMessage)]);
}

/**
 * What the page does when the affiliate code from the link fails the check (points-centres-lottery.md §8): show the
 * server message and hide the field when it is not required; otherwise inform and send the visitor back to the origin.
 */
export function affiliateFailureAction(config: FieldConfig | undefined): 'hide-field' | 'redirect-to-origin' {
  return config?.required ? 'redirect-to-origin' : 'hide-field';
}
