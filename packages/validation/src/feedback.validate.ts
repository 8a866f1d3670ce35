/**
 * Feedback (player-site.md §3, §5): description and captcha non-empty, description 20 to 500 characters, an optional
 * image only when logged in and only JPEG/PNG (else activity_apply_remark_limit2, as the spec says), type one of the
 * listed feedback types.
 */
import { type ImageInput, imageProblem } from './image.check.ts';
import { FEEDBACK_TYPES, type FeedbackType, VALIDATION_LIMITS } from './validation.constants.ts';
import { issue, toResult, type ValidationIssue, type ValidationResult } from './validation.result.ts';
import { isBlank, textLength } from './validation.text.ts';

export type FeedbackField = 'type' | 'content' | 'captcha' | 'file';

export interface FeedbackValues {
  /** @default 1 (deposit issues) */
  type?: number | null;
  /** The description. */
  content?: string | null;
  captcha?: string | null;
  file?: ImageInput | null;
}

export interface FeedbackContext {
  /** Only logged-in players may attach an image (and the sender is their account name). */
  loggedIn: boolean;
}

const TYPES = new Set<number>(Object.values(FEEDBACK_TYPES));

export function isFeedbackType(value: unknown): value is FeedbackType {
  return typeof value === 'number' && TYPES.has(value);
}

/** The description rule alone, for the input's change handler (the counter shows the same length). */
export function checkFeedbackDescription(content: string | null | undefined): ValidationResult<'content'> {
  const { feedbackDescriptionMin: min, feedbackDescriptionMax: max } = VALIDATION_LIMITS;
  if (isBlank(content)) return toResult([issue('content', 'validation_feedback_description_required')]);
  const length = textLength((content as string).trim());
  return toResult([
    length < min || length > max
      ? issue('content', 'validation_feedback_description_length', { params: { min, max, length } })
      : undefined,
  ]);
}

/** All feedback rules in form order: type, description, captcha, image. */
export async function validateFeedback(
  values: FeedbackValues,
  ctx: FeedbackContext,
): Promise<ValidationResult<FeedbackField>> {
  const type = values.type ?? FEEDBACK_TYPES.deposit;
  const description = checkFeedbackDescription(values.content);
  let fileIssue: ValidationIssue<'file'> | undefined;
  if (values.file != null) {
    if (!ctx.loggedIn) fileIssue = issue('file', 'validation_feedback_image_login_required');
    else {
      const problem = await imageProblem(values.file);
      if (problem === 'type') fileIssue = issue('file', 'activity_apply_remark_limit2');
      else if (problem === 'size') {
        fileIssue = issue('file', 'activity_apply_remark_limit3', {
          params: { maxBytes: VALIDATION_LIMITS.imageBytesMax },
        });
      }
    }
  }
  return toResult<FeedbackField>([
    isFeedbackType(type) ? undefined : issue('type', 'validation_feedback_type_invalid'),
    description.ok ? undefined : description.issue,
    isBlank(values.captcha) ? issue('captcha', 'validation_captcha_required') : undefined,
    fileIssue,
  ]);
}
