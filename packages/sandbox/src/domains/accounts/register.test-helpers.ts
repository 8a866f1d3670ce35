import type { TestSandbox } from '../../core/testing';

/** The registration tests' calls, on the sandbox a test file opens in its `beforeAll` (`current` is read at each use). */
export function registerTestHelpers(current: () => TestSandbox) {
  async function captcha(merchant = 'AURUM') {
    current().runtime.services.rateLimits.resetAll();
    const issued = (await current().call('GET', '/wps/system/captcha', { merchant, query: { purpose: 'register' } }))
      .body.value;
    const answer = (await current().control('GET', `/__control/captcha/${issued.captchaKey}`)).body.value.answer;
    return { captchaKey: issued.captchaKey as string, captcha: answer as string };
  }

  async function botCheckPass(captchaId = 'sandbox-verde-geetest') {
    const app = current().app();
    const load = await (await app.request(`/stand-in/geetest/s2/load?captcha_id=${captchaId}`)).json();
    const verify = await (
      await app.request('/stand-in/geetest/s2/verify', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ captcha_id: captchaId, lot_number: load.data.lot_number, pass: true }),
      })
    ).json();
    return verify.data.seccode;
  }

  async function smsCode(mobile: string, merchant = 'VERDE') {
    const outbox = await current().control('GET', `/__control/sms?merchant=${merchant}&mobile=${mobile}`);
    return outbox.body.value[0]?.code as string;
  }

  const register = (body: Record<string, unknown>, merchant = 'AURUM') =>
    current().call('POST', '/wps/member/register', {
      merchant,
      encrypt: true,
      headers: { loginDeviceId: 'x'.repeat(36) },
      body,
    });
  return { captcha, botCheckPass, smsCode, register };
}
