import { createTestSandbox, type TestSandbox } from '../../core/testing';
import { createRaster, encodePng } from './png';

export const deviceId = '0123456789abcdef0123456789abcdef0123';

/** A real PNG (a few dozen bytes) and a JPEG header, as data URLs, for uploads. */
export const pngDataUrl = `data:image/png;base64,${encodePng(createRaster(4, 4, [200, 0, 0, 255])).toString('base64')}`;
export const jpegDataUrl = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]).toString('base64')}`;
/** Text pretending to be an image: refused by content. */
export const fakeImageDataUrl = `data:image/png;base64,${Buffer.from('MZ this is not an image').toString('base64')}`;

export interface PlayerTestSandbox extends TestSandbox {
  /** Logs in through the real encrypted call; answers the envelope. */
  login(
    username: string,
    options?: {
      merchant?: string;
      password?: string;
      type?: 'username' | 'sms' | 'mobileNum';
      extra?: Record<string, unknown>;
    },
  ): ReturnType<TestSandbox['call']>;
  /** A token from a real login (throws when the login fails). */
  loginToken(username: string, merchant?: string, password?: string): Promise<string>;
  /** Calls the control API with the key. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary control answers.
  control(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
}

export async function playerTestSandbox(options: { now?: () => number } = {}): Promise<PlayerTestSandbox> {
  const sandbox = await createTestSandbox(options);
  // Building an app registers every route: the control calls share one.
  const app = sandbox.app();
  const login: PlayerTestSandbox['login'] = (username, o = {}) =>
    sandbox.call('POST', '/wps/member/login', {
      merchant: o.merchant,
      encrypt: true,
      headers: { loginDeviceId: deviceId },
      body: { username, password: o.password ?? 'Demo1234', type: o.type ?? 'username', ...o.extra },
    });
  return {
    ...sandbox,
    login,
    async loginToken(username, merchant, password) {
      const answer = await login(username, { merchant, password });
      if (!answer.body.success) throw new Error(`login ${username}: ${answer.body.errorCode}`);
      return answer.body.value.token as string;
    },
    async control(method, path, body) {
      const response = await app.request(path, {
        method,
        headers: { 'X-Control-Key': sandbox.runtime.config.controlKey, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
  };
}
