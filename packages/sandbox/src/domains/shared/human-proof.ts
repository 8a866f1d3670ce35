import type { RequestContext } from '../../core/context';
import type { BotCheckPass } from '../stand-ins/geetest.service';

/** What a try sends to show a human is typing once a ladder asks for it: an image captcha or a bot-check pass. */
export interface HumanProof {
  captcha?: string | undefined;
  captchaKey?: string | undefined;
  botCheck?: BotCheckPass | undefined;
}

export function hasProof(proof: HumanProof): boolean {
  return !!proof.captcha || !!proof.botCheck;
}

/** Whether the proof sent passes (an image captcha or a bot-check pass; either is consumed, good for one try). */
export function proofPasses(ctx: RequestContext, proof: HumanProof): boolean {
  const now = ctx.now();
  return (
    (proof.captcha !== undefined &&
      ctx.runtime.services.captcha.verify(ctx.merchant.code, proof.captchaKey, proof.captcha, now)) ||
    (proof.botCheck !== undefined && ctx.runtime.services.botCheck.validate(ctx.merchant, proof.botCheck, now))
  );
}
