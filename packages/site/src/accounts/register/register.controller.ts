import { isApiError } from '@platform/api-client';
import {
  type AffiliateCheckResult,
  affiliateFailureAction,
  REGISTRATION_FIELDS,
  type RegistrationField,
  type RegistrationFieldConfigs,
  type RegistrationIssueField,
  type RegistrationMode,
  type RegistrationValues,
  type ValidationIssue,
  validateRegistrationSubmit,
  validationMessageKeys,
} from '@platform/validation';
import { refusalText } from '../../app/refusal';
import type { AccountsRuntime } from '../accounts.runtime';
import type { BotCheckPass, RegisterInput, RegisterMobileInput } from '../accounts.types';
import type { LoginController } from '../login/login.controller';
import { type Attribution, browserAttributionStores, forgetAttribution, forgetCode } from './register.attribution';

export interface RegisterSubmit {
  mode: RegistrationMode;
  values: RegistrationValues;
  referralCode?: string;
  captchaKey?: string | null;
  botCheck?: BotCheckPass | null;
  attribution: Attribution;
  fields: RegistrationFieldConfigs;
  captchaEnabled: boolean;
  botCheckEnabled: boolean;
}

/** Problems for the form to show beside their fields, or a refusal that belongs to no field (shown as a toast). */
export type RegisterOutcome =
  | { ok: true }
  | { ok: false; issues: ValidationIssue<RegistrationIssueField>[] }
  | { ok: false; error: unknown };

/** What the page does with the link's affiliate code when the server refuses it (points §8). */
export type AffiliateVerdict =
  | { ok: true }
  | { ok: false; action: 'hide-field' | 'redirect-to-origin'; message: string | null };

const text = (value: RegistrationValues[keyof RegistrationValues]) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

// The form's own list (the one the validation rules and the ui-kit's form use) rather than the wire's enum: a refusal
// is shown beside a field of the form, so a name the form does not know stays a toast.
const isFormField = (name: unknown): name is RegistrationField =>
  typeof name === 'string' && (REGISTRATION_FIELDS as readonly string[]).includes(name);

/** register.field.invalid names the field and the message key (`{ field, key }`): shown beside the field. */
export function fieldRefusal(error: unknown): ValidationIssue<RegistrationIssueField> | undefined {
  if (!isApiError(error) || error.code !== 'register.field.invalid') return undefined;
  const value = error.value as { field?: unknown; key?: unknown } | null;
  const key = validationMessageKeys.find((k) => k === value?.key) ?? 'in_please_information';
  return isFormField(value?.field) ? { field: value.field, key } : undefined;
}

/**
 * Registration (player-site §4, points §5, §8): the affiliate code is checked by a call first, then register (or
 * registerMobile), then the automatic login (type mobileNum with the default password the server answered, which
 * forces a change), member info and the next page, all through the login controller.
 */
export function createRegisterController(runtime: AccountsRuntime, login: LoginController) {
  const { platform } = runtime;
  const stores = () => runtime.attribution ?? browserAttributionStores();
  const domain = () => runtime.location().hostname;

  const checkAffiliate = async (code: string): Promise<AffiliateCheckResult> => {
    try {
      await platform.api.accounts.affiliate({ code, domain: domain() });
      return { ok: true };
    } catch (error) {
      // The server's message, in the player's language when the catalogue knows its code (serverErrors).
      return { ok: false, message: refusalText(runtime.t, error) };
    }
  };

  return {
    /** The affiliate code of the link, checked when the page opens; refused codes are forgotten. */
    async checkLinkAffiliate(code: string, fields: RegistrationFieldConfigs): Promise<AffiliateVerdict> {
      const answer = await checkAffiliate(code);
      if (answer.ok) return answer;
      forgetCode('affiliateCode', stores());
      return { ok: false, action: affiliateFailureAction(fields.affiliateCode), message: answer.message ?? null };
    },

    async register(submit: RegisterSubmit): Promise<RegisterOutcome> {
      const { mode, values } = submit;
      const checked = await validateRegistrationSubmit(
        values,
        {
          fields: submit.fields,
          mode,
          captchaEnabled: submit.captchaEnabled,
          botCheckEnabled: submit.botCheckEnabled,
          botCheckPassed: Boolean(submit.botCheck),
        },
        checkAffiliate,
      );
      if (!checked.ok) return { ok: false, issues: [...checked.issues] };

      const where = runtime.location();
      const common = {
        password: text(values.password),
        verifyPwd: text(values.verifyPwd),
        confirmPassword: text(values.confirmPassword),
        payeeName: text(values.payeeName),
        paymentPassword: text(values.paymentPassword),
        verificationCode: text(values.verificationCode),
        qqNum: text(values.qqNum),
        email: text(values.email),
        line: text(values.line),
        facebook: text(values.facebook),
        whatsapp: text(values.whatsapp),
        idNumber: text(values.idNumber),
        nickname: text(values.nickname),
        affiliateCode: text(values.affiliateCode) ?? submit.attribution.affiliateCode,
        recommenderId: text(values.recommenderId),
        rebateId: text(values.rebateId),
        referralCode: submit.referralCode ?? submit.attribution.referralCode,
        registerUrl: where.href,
        registerMethod: 'WEB' as const,
        domain: where.hostname,
        ...(submit.botCheck ? { botCheck: submit.botCheck } : {}),
        ...(text(values.captcha) ? { captcha: text(values.captcha), captchaKey: submit.captchaKey ?? '' } : {}),
      };
      const defined = <T extends object>(input: T): T =>
        Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as T;

      let credentials: { type: 'username' | 'mobileNum'; username: string; password: string };
      try {
        if (mode === 'mobile') {
          const input: RegisterMobileInput = defined({ ...common, mobileNum: text(values.mobileNum) ?? '' });
          const done = await platform.api.accounts.registerMobile(input, { quiet: true });
          credentials = { type: 'mobileNum', username: done.mobileNum, password: done.defaultPassword };
        } else {
          const input: RegisterInput = defined({
            ...common,
            username: text(values.username) ?? '',
            mobileNum: text(values.mobileNum),
          });
          await platform.api.accounts.register(input, { quiet: true });
          credentials = { type: 'username', username: input.username, password: values.password ?? '' };
        }
      } catch (error) {
        const refused = fieldRefusal(error);
        return refused ? { ok: false, issues: [refused] } : { ok: false, error };
      }
      forgetAttribution(stores());
      const attempt = await login.login(credentials, { showStartingPassword: credentials.type === 'mobileNum' });
      // The account exists either way; a login that needs another step (second factor) has opened it.
      if (!attempt.ok && !attempt.handled) login.warn(attempt.error);
      return { ok: true };
    },
  };
}

export type RegisterController = ReturnType<typeof createRegisterController>;
