/**
 * Runs the samples: one logged-in client per demo account (logged in through the client itself, so every session
 * starts with an encrypted login), the sample's call, and the contract's output schema on the answer.
 */
import { type ApiClient, createApiClient, isApiError } from '@platform/api-client';
import { type Contract, contract, type EndpointSpec } from '@platform/api-client/contract';
import type { RunningSandbox } from '@platform/sandbox';
import {
  type BotCheckPass,
  DEMO_PASSWORD,
  type DemoAccount,
  type MerchantCode,
  type Sample,
  type SampleContext,
  type Samples,
  type SocialIdentity,
} from './sample.types';

type AnyMethod = (input?: unknown) => Promise<unknown>;

/** The parts of the sandbox's stand-in services the samples read. */
interface StandIns {
  captcha: { peek(captchaKey: string): string | undefined };
  socialIdentity: { issue(merchant: unknown, identity: unknown, now: number): Promise<{ idToken: string }> };
  botCheck: {
    load(captchaId: string, now: number): { lot_number: string } | null;
    pass(captchaId: string, lotNumber: string, now: number): BotCheckPass | null;
  };
}

export interface EndpointRef {
  group: string;
  name: string;
  spec: EndpointSpec;
}

/** Every endpoint of the contract, in contract order. */
export function contractEndpoints(): EndpointRef[] {
  return Object.entries(contract as unknown as Record<string, Record<string, EndpointSpec>>).flatMap(([group, specs]) =>
    Object.entries(specs).map(([name, spec]) => ({ group, name, spec })),
  );
}

export function sampleOf(samples: Samples, ref: EndpointRef): Sample<EndpointSpec> | undefined {
  return (samples as Record<string, Record<string, Sample<EndpointSpec>> | undefined>)[ref.group]?.[ref.name];
}

function methodOf(client: ApiClient, ref: EndpointRef): AnyMethod {
  const method = (client as unknown as Record<string, Record<string, AnyMethod>>)[ref.group]?.[ref.name];
  if (!method) throw new Error(`the client has no method ${ref.group}.${ref.name} (is routes.gen.ts up to date?)`);
  return method;
}

/**
 * The endpoints the sandbox answers (anything but 501 endpoint.unknown): an unauthenticated call of each, straight
 * over HTTP, is enough, since the sandbox says "not implemented" before it looks at the caller or the input.
 */
export async function implementedEndpoints(sandbox: RunningSandbox): Promise<Set<string>> {
  const found = new Set<string>();
  for (const { group, name, spec } of contractEndpoints()) {
    const withBody = spec.method === 'POST' || spec.method === 'PUT';
    const response = await fetch(`${sandbox.url}${spec.path}`, {
      method: spec.method,
      headers: { Merchant: 'AURUM', 'Content-Type': 'application/json' },
      body: withBody ? '{}' : undefined,
    });
    const body = (await response.json()) as { errorCode: string | null };
    if (!(response.status === 501 && body.errorCode === 'endpoint.unknown')) found.add(`${group}.${name}`);
  }
  return found;
}

/** `value.retryAfterMs` of a throttled answer, when it says one. */
function retryAfterOf(value: unknown): number | undefined {
  const retry = typeof value === 'object' && value !== null ? (value as { retryAfterMs?: unknown }).retryAfterMs : null;
  return typeof retry === 'number' && retry >= 0 ? retry : undefined;
}

export function createSampleRunner(sandbox: RunningSandbox) {
  const clients = new Map<string, Promise<ApiClient>>();

  const newClient = (merchantCode: MerchantCode, getToken?: () => string) =>
    createApiClient({ baseUrl: sandbox.url, merchantCode, language: 'EN', getToken, retryLimit: 0 });

  async function login(merchant: MerchantCode, account: DemoAccount): Promise<ApiClient> {
    const { token } = await newClient(merchant).accounts.login({ username: account, password: DEMO_PASSWORD });
    return newClient(merchant, () => token);
  }

  function clientFor(account: DemoAccount | null, merchant: MerchantCode = 'AURUM'): Promise<ApiClient> {
    const key = `${merchant}:${account}`;
    let client = clients.get(key);
    if (!client) {
      client = account === null ? Promise.resolve(newClient(merchant)) : login(merchant, account);
      client.catch(() => clients.delete(key));
      clients.set(key, client);
    }
    return client;
  }

  // The sandbox's stand-ins keep what a player would read on a phone or in a mail; tests may look.
  const services = sandbox.runtime.services as unknown as StandIns;

  async function captcha(merchant: MerchantCode, purpose?: 'login' | 'register' | 'feedback') {
    const visitor = await clientFor(null, merchant);
    for (let attempt = 0; ; attempt++) {
      try {
        const { captchaKey } = await visitor.system.captcha(purpose === undefined ? {} : { purpose });
        return { captchaKey, captcha: services.captcha.peek(captchaKey) ?? '' };
      } catch (error) {
        // At most one captcha per 250 ms per caller: wait and ask again.
        if (attempt > 5 || !isApiError(error) || error.code !== 'TOO_MANY_REQUESTS') throw error;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }
  }

  async function lastSmsCode(merchant: MerchantCode, mobile: string): Promise<string> {
    const [row] = await sandbox.runtime.db.query<{ code: string }>(
      'SELECT code FROM sms_outbox WHERE merchant_code = $1 AND mobile = $2 AND code IS NOT NULL ORDER BY id DESC LIMIT 1',
      [merchant, mobile],
    );
    if (!row) throw new Error(`the SMS stand-in sent no code to ${mobile}`);
    return row.code;
  }

  async function socialToken(merchantCode: MerchantCode, identity: SocialIdentity): Promise<string> {
    const merchant = sandbox.runtime.merchants.get(merchantCode);
    if (!merchant) throw new Error(`no merchant ${merchantCode}`);
    return (await services.socialIdentity.issue(merchant, identity, Date.now())).idToken;
  }

  /** What the Geetest widget hands over after a player solved it: load a lot, then pass it. */
  async function botCheck(merchant: MerchantCode): Promise<BotCheckPass> {
    const status = await (await clientFor(null, merchant)).system.status();
    const captchaId = String(status.gw.GEETEST_ID);
    const lot = services.botCheck.load(captchaId, Date.now());
    const pass = lot && services.botCheck.pass(captchaId, lot.lot_number, Date.now());
    if (!pass) throw new Error(`the bot-check stand-in refused captcha id ${captchaId}`);
    return pass;
  }

  // AURUM: 11 digits from 13x; VERDE: 10 digits from 03-09 (the seeded mobile rules).
  let mobiles = 0;
  const freshMobile = (merchant: MerchantCode) => {
    const tail = `${String(Date.now() % 1e4).padStart(4, '0')}${String(mobiles++ % 100).padStart(2, '0')}`;
    return merchant === 'VERDE' ? `0913${tail}` : `13900${tail}`;
  };

  /**
   * The call, sent once more after a short per-caller throttle (`TOO_MANY_REQUESTS` with a `retryAfterMs` under a
   * second): the probe of `implementedEndpoints` already called every public endpoint from this address, and on a
   * fast run the captcha sample can follow the probe's captcha within the sandbox's 250 ms gap.
   */
  async function callThrottled(call: () => Promise<unknown>): Promise<unknown> {
    try {
      return await call();
    } catch (error) {
      const wait = isApiError(error) && error.code === 'TOO_MANY_REQUESTS' ? retryAfterOf(error.value) : undefined;
      if (wait === undefined || wait > 1000) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait + 20));
      return call();
    }
  }

  /** Calls the sample and answers the parsed value (or the refusal's error when one is expected). */
  async function run(ref: EndpointRef, sample: Sample<EndpointSpec>): Promise<unknown> {
    const account = sample.as === undefined ? (ref.spec.access === 'member' ? 'member01' : null) : sample.as;
    const merchant = sample.merchant ?? 'AURUM';
    const client = await clientFor(account, merchant);
    const context: SampleContext = {
      sandbox,
      client,
      clientAs: (other) => clientFor(other, merchant),
      merchant,
      captcha: (purpose) => captcha(merchant, purpose),
      botCheck: () => botCheck(merchant),
      lastSmsCode: (mobile) => lastSmsCode(merchant, mobile),
      socialToken: (identity) => socialToken(merchant, identity),
      freshMobile: () => freshMobile(merchant),
    };
    const input = typeof sample.input === 'function' ? await sample.input(context) : sample.input;
    let value: unknown;
    try {
      value = await callThrottled(() => methodOf(client, ref)(input));
    } catch (error) {
      const accepted = sample.refusal ?? sample.mayRefuse;
      if (accepted && isApiError(error) && error.code === accepted) return error;
      throw error;
    } finally {
      if (sample.endsSession) clients.delete(`${merchant}:${sample.endsSession}`);
    }
    if (sample.refusal) throw new Error(`${ref.group}.${ref.name} succeeded; the sample expects ${sample.refusal}`);
    const parsed = ref.spec.output.parse(value);
    await sample.check?.(parsed as never, context);
    return parsed;
  }

  return { run, clientFor };
}

export type { Contract };
