import { ApiFailure } from '../../core/failure';
import { implement } from '../../core/handlers';
import type { SandboxModule } from '../../core/module';
import { assertImages, dataUrlBytes } from '../shared/images';

const feedbackHandlers = implement('feedback', {
  submit: async (input, ctx) => {
    if (!ctx.runtime.services.captcha.verify(ctx.merchant.code, input.captchaKey, input.captcha, ctx.now())) {
      throw new ApiFailure('captcha.incorrect', 'The captcha is incorrect.');
    }
    if (input.file && !ctx.customer) {
      throw new ApiFailure('feedback.file.not.allowed', 'Log in to attach an image.');
    }
    let file: Buffer | null = null;
    if (input.file) {
      await assertImages([input.file]);
      file = dataUrlBytes(input.file);
    }
    const [row] = await ctx.db.query<{ id: number }>(
      `INSERT INTO feedback (merchant_code, customer_id, sender, content, feedback_type, file, file_mime, ip, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        ctx.merchant.code,
        ctx.customer?.id ?? null,
        // The sender is who the token says, or nobody: a logged-out visitor cannot pose as a player.
        ctx.customer?.username ?? '',
        input.content,
        input.type,
        file,
        file ? (file[0] === 0x89 ? 'image/png' : 'image/jpeg') : null,
        ctx.ip,
        ctx.now(),
      ],
    );
    return { feedbackId: row?.id ?? 0 };
  },
});

/** Feedback (feedbackModal), stored with its image. */
export const feedbackModule: SandboxModule = {
  name: 'feedback',
  migrations: [
    {
      id: '340_player_feedback',
      sql: `
CREATE TABLE feedback (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  customer_id integer REFERENCES customers(id),
  sender text NOT NULL,
  content text NOT NULL,
  feedback_type integer NOT NULL,
  file bytea,
  file_mime text,
  ip text NOT NULL,
  created_at bigint NOT NULL
);
`,
    },
  ],
  handlers: [feedbackHandlers],
};
