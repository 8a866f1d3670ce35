import type { ApiClient, ErrorValues } from '@platform/api-client';

/** The contract's types the accounts feature works with, read off the typed client (no contract import at run time). */
export type LoginInput = Parameters<ApiClient['accounts']['login']>[0];
export type LoginValue = Awaited<ReturnType<ApiClient['accounts']['login']>>;
export type VerifyInput = Parameters<ApiClient['accounts']['verify']>[0];
export type AutoRegisterInput = Parameters<ApiClient['accounts']['autoRegister']>[0];
export type RegisterInput = Parameters<ApiClient['accounts']['register']>[0];
export type RegisterMobileInput = Parameters<ApiClient['accounts']['registerMobile']>[0];
export type SettingsValue = Awaited<ReturnType<ApiClient['system']['settings']>>;
export type StatusValue = Awaited<ReturnType<ApiClient['system']['status']>>;
export type RegisterSettings = StatusValue['register'];
export type MemberInfo = Awaited<ReturnType<ApiClient['member']['info']>>;
export type LoginInfo = Awaited<ReturnType<ApiClient['accounts']['loginInfo']>>;
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

/** What login_verify_required carries (the contract's `errorValues`): the methods and when the sent codes expire. */
export type SecondFactorChallenge = Pick<
  ErrorValues['login_verify_required'],
  'methods' | 'expirationTime' | 'maskedEmail' | 'maskedMobile'
>;

/** What bind_customer_required carries (the contract's `errorValues`). */
export type BindDetails = ErrorValues['bind_customer_required'];
