import { z } from 'zod';
import { imageDataUrl } from './common';
import { endpoint } from './define';

/** Feedback types (player-site.md §3): deposit 1 (default), withdraw 2, game 3, service 4, apply-agent 6, other 0. */
export const feedbackType = z.literal([0, 1, 2, 3, 4, 6]);

export const feedback = {
  submit: endpoint({
    method: 'POST',
    path: '/wps/feedback/submit',
    summary: 'Send feedback (feedbackModal); an image only when logged in',
    description:
      'content 20 to 500 characters; the captcha (from system.captcha, purpose feedback) must match. `sender` is the ' +
      'account name, empty when logged out (a logged-in player is taken from the token). The file is a JPEG or PNG ' +
      'by content of at most 5242880 bytes.',
    input: z.object({
      sender: z.string().max(64).default(''),
      content: z.string().trim().min(20).max(500),
      type: feedbackType.default(1),
      captcha: z.string().min(1).max(16),
      captchaKey: z.string().min(1).max(256),
      file: imageDataUrl.optional(),
    }),
    output: z.object({ feedbackId: z.number().int() }),
    access: 'optional',
    errors: ['captcha.incorrect', 'feedback.file.not.allowed', 'image.invalid'],
  }),
} as const;
