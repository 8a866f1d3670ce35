import { implement } from '../../core/handlers';
import type { SandboxModule } from '../../core/module';
import { type CaptchaService, createCaptchaService } from './captcha.store';

declare module '../../core/runtime' {
  interface SandboxServices {
    captcha: CaptchaService;
  }
}

/** The image captcha (login after failures, registration, feedback). */
export const captchaModule: SandboxModule = {
  name: 'captcha',
  setup(runtime) {
    runtime.services.captcha = createCaptchaService(runtime.services.rateLimits);
  },
  handlers: [
    implement('system', {
      captcha: (_input, ctx) =>
        ctx.runtime.services.captcha.issue(
          ctx.merchant.code,
          `${ctx.ip}/${ctx.hono.req.header('loginDeviceId') ?? ''}`,
          ctx.now(),
        ),
    }),
  ],
};
