import type { MessageKey } from '@platform/i18n';
import { imageProblem, VALIDATION_LIMITS } from '@platform/validation';

/** Why a picked file was refused. */
export type ImageRefusal = 'type' | 'size' | 'count';

/**
 * The message key shown for each refusal (player-site §5: jpg/jpeg/png within 5 MB is limit3, more than 3 images is
 * limit4). The feedback form passes `{ type: 'activity_apply_remark_limit2' }`, as §5 says for it.
 */
export const imageRefusalMessages: Readonly<Record<ImageRefusal, MessageKey>> = {
  type: 'activity_apply_remark_limit3',
  size: 'activity_apply_remark_limit3',
  count: 'activity_apply_remark_limit4',
};

/** What the picker accepts from the dialog; the content check below is what decides. */
export const imageAccept = 'image/jpeg,image/png,.jpg,.jpeg,.png';

export interface ImageLimits {
  /** @default 3 */
  maxFiles?: number;
  /** @default 5242880 */
  maxBytes?: number;
}

export interface ImageSelection {
  accepted: File[];
  /** The first refusal, if any (one message at a time). */
  refusal?: ImageRefusal;
}

/**
 * Checks newly picked files in order against what is already there: each must be a JPEG or PNG by content (not by
 * name) within `maxBytes` (@platform/validation's `imageProblem`), and no more than `maxFiles` in all.
 */
export async function selectImages(
  picked: readonly File[],
  currentCount: number,
  { maxFiles = VALIDATION_LIMITS.claimImagesMax, maxBytes = VALIDATION_LIMITS.imageBytesMax }: ImageLimits = {},
): Promise<ImageSelection> {
  const accepted: File[] = [];
  let refusal: ImageRefusal | undefined;
  const problems = await Promise.all(picked.map((file) => imageProblem(file, maxBytes)));
  for (const [index, file] of picked.entries()) {
    if (currentCount + accepted.length >= maxFiles) {
      refusal ??= 'count';
      break;
    }
    const problem = problems[index];
    if (problem) refusal ??= problem;
    else accepted.push(file);
  }
  return { accepted, refusal };
}
