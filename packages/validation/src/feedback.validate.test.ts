import { describe, expect, it } from 'vitest';
import { checkFeedbackDescription, isFeedbackType, validateFeedback } from './feedback.validate.ts';
import { bytes, file, GIF_HEAD, JPEG_HEAD, PNG_HEAD } from './validation.fixtures.test-helpers.ts';

const description = 'My deposit of 500 has not arrived yet.';
const member = { loggedIn: true };
const visitor = { loggedIn: false };

describe('validateFeedback', () => {
  it('passes a description, captcha and default type', async () => {
    await expect(validateFeedback({ content: description, captcha: 'ab12' }, visitor)).resolves.toMatchObject({
      ok: true,
    });
  });

  it('requires a description and a captcha', async () => {
    const result = await validateFeedback({ content: ' ', captcha: '' }, visitor);
    expect(result.issues.map((i) => [i.field, i.key])).toEqual([
      ['content', 'validation_feedback_description_required'],
      ['captcha', 'validation_captcha_required'],
    ]);
  });

  it('wants 20 to 500 characters of description', async () => {
    for (const [length, ok] of [
      [19, false],
      [20, true],
      [500, true],
      [501, false],
    ] as const) {
      const result = await validateFeedback({ content: 'x'.repeat(length), captcha: 'c' }, visitor);
      expect(result.ok).toBe(ok);
      if (!result.ok) {
        expect(result).toMatchObject({
          key: 'validation_feedback_description_length',
          issue: { params: { min: 20, max: 500, length } },
        });
      }
    }
  });

  it('does not count surrounding spaces towards the minimum', () => {
    expect(checkFeedbackDescription(`   ${'x'.repeat(19)}   `).ok).toBe(false);
    expect(checkFeedbackDescription(null)).toMatchObject({ key: 'validation_feedback_description_required' });
  });

  it('accepts the listed types and refuses others', async () => {
    for (const type of [0, 1, 2, 3, 4, 6]) expect(isFeedbackType(type)).toBe(true);
    for (const type of [5, 7, -1, '1', null]) expect(isFeedbackType(type)).toBe(false);
    await expect(validateFeedback({ type: 5, content: description, captcha: 'c' }, visitor)).resolves.toMatchObject({
      field: 'type',
      key: 'validation_feedback_type_invalid',
    });
    await expect(validateFeedback({ type: 6, content: description, captcha: 'c' }, visitor)).resolves.toMatchObject({
      ok: true,
    });
  });

  it('accepts a JPEG or PNG image from a logged-in player', async () => {
    const values = { content: description, captcha: 'c' };
    await expect(validateFeedback({ ...values, file: file(JPEG_HEAD, 'x.gif') }, member)).resolves.toMatchObject({
      ok: true,
    });
    await expect(validateFeedback({ ...values, file: bytes(PNG_HEAD) }, member)).resolves.toMatchObject({ ok: true });
  });

  it('warns activity_apply_remark_limit2 for an image that is not JPEG or PNG', async () => {
    const values = { content: description, captcha: 'c', file: file(GIF_HEAD, 'x.png', 64, 'image/png') };
    await expect(validateFeedback(values, member)).resolves.toMatchObject({
      field: 'file',
      key: 'activity_apply_remark_limit2',
    });
  });

  it('refuses an image over 5 MB and any image from a visitor', async () => {
    const values = { content: description, captcha: 'c' };
    await expect(validateFeedback({ ...values, file: bytes(JPEG_HEAD, 5_242_881) }, member)).resolves.toMatchObject({
      key: 'activity_apply_remark_limit3',
    });
    await expect(validateFeedback({ ...values, file: bytes(JPEG_HEAD) }, visitor)).resolves.toMatchObject({
      field: 'file',
      key: 'validation_feedback_image_login_required',
    });
  });
});
