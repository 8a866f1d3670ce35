import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../core/app';
import { formInput, jsonInput } from '../../core/route-input';
import type { SandboxRuntime } from '../../core/runtime';
import { geetestClientScript } from './geetest.client';

const servers = new Set(['s1', 's2', 's3']);
const verifyBody = z.object({ captcha_id: z.string().max(128), lot_number: z.string().max(128), pass: z.boolean() });
const validateBody = z.object({
  lot_number: z.string().max(128),
  captcha_output: z.string().max(256),
  pass_token: z.string().max(128),
  gen_time: z.string().max(32),
  sign_token: z.string().max(128),
});

/**
 * The Geetest v4 stand-in: client script, three challenge servers (`s1`..`s3`, so the fallback can be exercised by
 * injecting a delay or a 502 on one of them with the control API) and the server-side `validate` call.
 */
export function geetestRoutes(app: Hono<AppEnv>, runtime: SandboxRuntime): void {
  const service = () => runtime.services.botCheck;
  app.get('/stand-in/geetest/gt4.js', (c) =>
    c.body(geetestClientScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  app.get('/stand-in/geetest/:server/load', (c) => {
    if (!servers.has(c.req.param('server'))) return c.notFound();
    const loaded = service().load(c.req.query('captcha_id') ?? '', runtime.clock.now());
    if (!loaded) return c.json({ status: 'error', code: '60100', msg: 'unknown captcha_id' });
    return c.json({ status: 'success', data: { ...loaded, captcha_type: 'sandbox-click' } });
  });
  app.post('/stand-in/geetest/:server/verify', async (c) => {
    if (!servers.has(c.req.param('server'))) return c.notFound();
    const parsed = await jsonInput(c, verifyBody);
    if (!parsed.ok) return c.json({ status: 'error', code: '60101', msg: 'bad request' }, 400);
    if (!parsed.data.pass) return c.json({ status: 'success', data: { result: 'fail' } });
    const seccode = service().pass(parsed.data.captcha_id, parsed.data.lot_number, runtime.clock.now());
    if (!seccode) return c.json({ status: 'success', data: { result: 'fail' } });
    return c.json({ status: 'success', data: { result: 'success', seccode } });
  });
  // Geetest's server-to-server check (POST /validate?captcha_id=..., form-encoded).
  app.post('/stand-in/geetest/validate', async (c) => {
    const parsed = await formInput(c, validateBody);
    const captchaId = c.req.query('captcha_id') ?? '';
    if (!parsed.ok) return c.json({ result: 'fail', reason: 'invalid parameters' }, 400);
    const ok = service().validateSigned(captchaId, { captcha_id: captchaId, ...parsed.data }, runtime.clock.now());
    return c.json(ok ? { result: 'success', reason: '' } : { result: 'fail', reason: 'pass_token expired or invalid' });
  });
}
