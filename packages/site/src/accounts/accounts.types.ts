import type { ApiClient } from '@platform/api-client';

/** The contract's types the accounts feature works with, read off the typed client (no contract import at run time). */
export type LoginInput = Parameters<ApiClient['auth']['login']>[0];
export type LoginValue = Awaited<ReturnType<ApiClient['auth']['login']>>;
export type VerifyInput = Parameters<ApiClient['auth']['verify']>[0];
export type AutoRegisterInput = Parameters<ApiClient['auth']['autoRegister']>[0];
export type RegisterInput = Parameters<ApiClient['auth']['register']>[0];
export type RegisterMobileInput = Parameters<ApiClient['auth']['registerMobile']>[0];
export type SettingsValue = Awaited<ReturnType<ApiClient['system']['settings']>>;
export type StatusValue = Awaited<ReturnType<ApiClient['system']['status']>>;
export type RegisterSettings = StatusValue['register'];
export type MemberInfo = Awaited<ReturnType<ApiClient['member']['info']>>;
export type LoginInfo = Awaited<ReturnType<ApiClient['auth']['loginInfo']>>;
export type SocialChannel = SettingsValue['login']['socialChannels'][number];
/** What the bot check hands over after a pass (Geetest v4 `getValidate()`), as login and register send it. */
export type BotCheckPass = NonNullable<LoginInput['botCheck']>;
export type SecondFactorMethod = VerifyInput['method'];

/** The social identity kept from a `bind_customer_required` answer: the next login or registration binds it. */
export interface SocialArguments {
  firebaseChannel: SocialChannel;
  firebaseIdToken: string;
  firebaseMobileNo?: string;
}

/** What login_verify_required carries (auth.login's description): the methods and when the sent codes expire. */
export interface SecondFactorChallenge {
  methods: SecondFactorMethod[];
  expirationTime: number | null;
  maskedEmail: string | null;
  maskedMobile: string | null;
}

/** What bind_customer_required carries (auth.socialLogin's description). */
export interface BindDetails {
  firebaseChannel: SocialChannel;
  email: string | null;
  displayName: string | null;
  mobileNo: string | null;
  canRegister: boolean;
  manualRegister: boolean;
}
