import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../core/testing';
import { fakeImageDataUrl, pngDataUrl } from '../shared/test-images';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

async function captcha() {
  sandbox.runtime.services.rateLimits.resetAll();
  const issued = (await sandbox.call('GET', '/wps/system/captcha', { query: { purpose: 'feedback' } })).body.value;
  return {
    captchaKey: issued.captchaKey as string,
    captcha: sandbox.runtime.services.captcha.peek(issued.captchaKey) as string,
  };
}

const content = 'The deposit I made an hour ago has not arrived yet.';
const send = (body: Record<string, unknown>, token?: string) =>
  sandbox.call('POST', '/wps/feedback/submit', { token, body: { type: 1, content, ...body } });

describe('feedback', () => {
  it('stores feedback from a visitor with an empty sender', async () => {
    const answer = await send({ sender: 'pretender', ...(await captcha()) });
    expect(answer.body.value.feedbackId).toEqual(expect.any(Number));
    const stored = (await sandbox.control('GET', '/__control/feedback')).body.value[0];
    expect(stored).toMatchObject({ sender: '', type: 1, content, fileBytes: null });
  });

  it('needs a right captcha and 20 to 500 characters', async () => {
    expect((await send({ captchaKey: (await captcha()).captchaKey, captcha: 'ZZZZ' })).body.errorCode).toBe(
      'captcha.incorrect',
    );
    expect((await send({ content: 'too short', ...(await captcha()) })).status).toBe(400);
    expect((await send({ content: 'x'.repeat(501), ...(await captcha()) })).status).toBe(400);
    expect((await send({ type: 5, ...(await captcha()) })).status).toBe(400);
  });

  it('takes an image only from a logged-in player, checked by content', async () => {
    expect((await send({ file: pngDataUrl, ...(await captcha()) })).body.errorCode).toBe('feedback.file.not.allowed');
    const token = await sandbox.loginToken('member01');
    expect((await send({ file: fakeImageDataUrl, ...(await captcha()) }, token)).body.errorCode).toBe('image.invalid');
    const answer = await send({ type: 3, file: pngDataUrl, ...(await captcha()) }, token);
    expect(answer.body.success).toBe(true);
    const stored = (await sandbox.control('GET', '/__control/feedback')).body.value[0];
    expect(stored).toMatchObject({ sender: 'member01', type: 3, fileMime: 'image/png' });
  });
});
