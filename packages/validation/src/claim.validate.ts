/**
 * Promotion claim and the "not received" proof (player-site.md §4, §5, §9): remarkRequired Y needs remarks
 * (activity_apply_remark_limit1), imageRequired Y needs an image (limit2), remarks at most 140 characters, images
 * JPEG/PNG by content and at most 5242880 bytes each (limit3), at most 3 (limit4). A proof is exactly one image with
 * the same limits; answering N without one does nothing.
 */
import { type ImageInput, imageProblems } from './image.check.ts';
import { VALIDATION_LIMITS } from './validation.constants.ts';
import { issue, toResult, type ValidationIssue, type ValidationResult } from './validation.result.ts';
import { isBlank, textLength } from './validation.text.ts';

export type YesNo = 'Y' | 'N';
export type ClaimField = 'remarks' | 'images';

/** The two flags of a promotion that shape its claim form. */
export interface ClaimRequirements {
  remarkRequired?: YesNo | boolean | null;
  imageRequired?: YesNo | boolean | null;
}

export interface ClaimValues {
  remarks?: string | null;
  images?: readonly ImageInput[];
}

const yes = (value: ClaimRequirements[keyof ClaimRequirements]) => value === true || value === 'Y';

/** Type and size of each image (limit3), then the count (limit4); shared by claims and proofs. */
async function imageIssues<F extends string>(
  field: F,
  images: readonly ImageInput[],
  maxCount: number,
  tooManyKey: 'activity_apply_remark_limit4' | 'validation_proof_single_image',
): Promise<ValidationIssue<F>[]> {
  const issues: ValidationIssue<F>[] = [];
  const [bad] = await imageProblems(images);
  if (bad) {
    issues.push(
      issue(field, 'activity_apply_remark_limit3', {
        params: { index: bad.index, reason: bad.problem, maxBytes: VALIDATION_LIMITS.imageBytesMax },
      }),
    );
  }
  if (images.length > maxCount) issues.push(issue(field, tooManyKey, { params: { max: maxCount } }));
  return issues;
}

/** All claim rules, in the spec's order (limit1, limit2, remarks length, limit3, limit4). */
export async function validateClaim(
  values: ClaimValues,
  promotion: ClaimRequirements,
): Promise<ValidationResult<ClaimField>> {
  const remarks = values.remarks ?? '';
  const images = values.images ?? [];
  return toResult([
    yes(promotion.remarkRequired) && isBlank(remarks) ? issue('remarks', 'activity_apply_remark_limit1') : undefined,
    yes(promotion.imageRequired) && images.length === 0 ? issue('images', 'activity_apply_remark_limit2') : undefined,
    textLength(remarks) > VALIDATION_LIMITS.claimRemarksMax
      ? issue('remarks', 'validation_remarks_too_long', { params: { max: VALIDATION_LIMITS.claimRemarksMax } })
      : undefined,
    ...(await imageIssues('images', images, VALIDATION_LIMITS.claimImagesMax, 'activity_apply_remark_limit4')),
  ]);
}

/**
 * Checks one more image before it joins the list (the file input's change handler): refused when the list is full
 * (limit4) or the file is not a JPEG/PNG within 5 MB (limit3).
 */
export async function validateClaimImage(image: ImageInput, currentCount: number): Promise<ValidationResult<'images'>> {
  if (currentCount >= VALIDATION_LIMITS.claimImagesMax) {
    return toResult([
      issue('images', 'activity_apply_remark_limit4', { params: { max: VALIDATION_LIMITS.claimImagesMax } }),
    ]);
  }
  return toResult(await imageIssues('images', [image], 1, 'activity_apply_remark_limit4'));
}

/** Claim remarks are capped on input too: the text a 140-character box keeps. */
export function clampClaimRemarks(remarks: string): string {
  return [...remarks].slice(0, VALIDATION_LIMITS.claimRemarksMax).join('');
}

/**
 * The proof of a "not received" (N) answer: exactly one JPEG/PNG within 5 MB. With no image the result is a
 * `silent` failure, because the spec says sending N without an image does nothing (no message).
 */
export async function validateNotReceivedProof(images: readonly ImageInput[]): Promise<ValidationResult<'proof'>> {
  if (images.length === 0) return toResult([issue('proof', 'validation_proof_required', { silent: true })]);
  return toResult(await imageIssues('proof', images, VALIDATION_LIMITS.proofImages, 'validation_proof_single_image'));
}
