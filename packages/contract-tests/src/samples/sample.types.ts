/**
 * A sample call per endpoint of the contract: who calls, with what input, and (rarely) which documented refusal is
 * the expected answer. The harness calls it through `createApiClient` against the sandbox and parses the answer with
 * the endpoint's output schema.
 */
import type { ApiClient } from '@platform/api-client';
import type { Contract, EndpointSpec, ErrorCode, InputOf, OutputOf } from '@platform/api-client/contract';
import type { RunningSandbox } from '@platform/sandbox';

/** Seeded demo accounts (sandbox player seed); every one has the password `Demo1234`. */
export type DemoAccount = 'member01' | 'agent01' | 'trial01' | 'payer01' | 'downline01';

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_PAYMENT_PASSWORD = 'Pay1234';

export interface BotCheckPass {
  captcha_id: string;
  lot_number: string;
  pass_token: string;
  gen_time: string;
  captcha_output: string;
}

/** A social identity as the Firebase stand-in signs it. */
export interface SocialIdentity {
  channel: 'google' | 'facebook' | 'twitter' | 'line' | 'sms';
  subject: string;
  email: string | null;
  displayName: string | null;
  phoneNumber: string | null;
}

export interface SampleContext {
  sandbox: RunningSandbox;
  /** A client logged in as the sample's account (or a visitor's), for ids of seeded rows. */
  client: ApiClient;
  /** A client of another account of the same merchant (to prepare what the sample acts on). */
  clientAs(account: DemoAccount | null): Promise<ApiClient>;
  /** A fresh image captcha and its answer (the sandbox keeps answers for tests). */
  captcha(purpose?: 'login' | 'register' | 'feedback'): Promise<{ captchaKey: string; captcha: string }>;
  merchant: MerchantCode;
  /** A pass of the bot-check stand-in (Geetest v4 shape), for merchants that use it instead of the image captcha. */
  botCheck(): Promise<BotCheckPass>;
  /** The last code the SMS stand-in sent to `mobile` (its outbox). */
  lastSmsCode(mobile: string): Promise<string>;
  /** A sign-in token of the Firebase stand-in for an identity (the stand-in's test identities bind some to demo accounts). */
  socialToken(identity: SocialIdentity): Promise<string>;
  /** A mobile number no account uses yet that passes the merchant's mobile rule. */
  freshMobile(): string;
}

export type MerchantCode = 'AURUM' | 'VERDE';

export interface Sample<E extends EndpointSpec> {
  /** Who calls. @default 'member01' for member endpoints, a visitor otherwise */
  as?: DemoAccount | null;
  /** Whose site calls (the seeded merchants differ in flags and registration modes). @default 'AURUM' */
  merchant?: MerchantCode;
  input?: InputOf<E> | ((context: SampleContext) => InputOf<E> | Promise<InputOf<E>>);
  /** The call ends the caller's session (logout, a new login of the same account): later samples log in again. */
  endsSession?: DemoAccount;
  /**
   * A documented refusal is the expected answer, where a success needs what no test can have (a code sent to a phone,
   * a social identity). The code must be one the endpoint declares.
   */
  refusal?: ErrorCode;
  /**
   * A documented refusal that may stand in for the success, where the answer depends on the time of day in a fresh
   * sandbox (no draw yet today). A success is still parsed with the output schema.
   */
  mayRefuse?: ErrorCode;
  /** More checks on the value, after the output schema accepted it. */
  check?: (value: OutputOf<E>, context: SampleContext) => void | Promise<void>;
}

export type GroupSamples<G extends keyof Contract> = {
  [N in keyof Contract[G]]?: Contract[G][N] extends EndpointSpec ? Sample<Contract[G][N]> : never;
};

export type Samples = { [G in keyof Contract]?: GroupSamples<G> };
