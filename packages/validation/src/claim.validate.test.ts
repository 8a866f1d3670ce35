import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampClaimRemarks, validateClaim, validateClaimImage, validateNotReceivedProof } from './claim.validate.ts';
import { bytes, dataUrl, EXE_HEAD, file, GIF_HEAD, JPEG_HEAD, PNG_HEAD } from './validation.fixtures.test-helpers.ts';

const both = { remarkRequired: 'Y', imageRequired: 'Y' } as const;
const neither = { remarkRequired: 'N', imageRequired: 'N' } as const;
const jpeg = file(JPEG_HEAD, 'receipt.jpg');

describe('validateClaim', () => {
  it('passes when the required remark and image are there', async () => {
    await expect(validateClaim({ remarks: 'paid at 10:02', images: [jpeg] }, both)).resolves.toMatchObject({
      ok: true,
    });
  });

  it('requires remarks when remarkRequired is Y (activity_apply_remark_limit1)', async () => {
    await expect(validateClaim({ remarks: '  ', images: [jpeg] }, both)).resolves.toMatchObject({
      field: 'remarks',
      key: 'activity_apply_remark_limit1',
    });
    await expect(validateClaim({ images: [jpeg] }, { remarkRequired: true })).resolves.toMatchObject({
      key: 'activity_apply_remark_limit1',
    });
  });

  it('requires an image when imageRequired is Y (activity_apply_remark_limit2)', async () => {
    await expect(validateClaim({ remarks: 'ok', images: [] }, both)).resolves.toMatchObject({
      field: 'images',
      key: 'activity_apply_remark_limit2',
    });
  });

  it('asks for nothing when neither is required', async () => {
    await expect(validateClaim({}, neither)).resolves.toMatchObject({ ok: true });
    await expect(validateClaim({}, {})).resolves.toMatchObject({ ok: true });
  });

  it('allows remarks up to 140 characters, counting emoji as one (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 200 }), fc.constantFrom('a', '好', '🎁'), async (length, char) => {
        const result = await validateClaim({ remarks: char.repeat(length) }, neither);
        expect(result.ok).toBe(length <= 140);
        if (!result.ok)
          expect(result).toMatchObject({ key: 'validation_remarks_too_long', issue: { params: { max: 140 } } });
      }),
      { numRuns: 40 },
    );
  });

  it('refuses images that are not JPEG or PNG by content, whatever their name (limit3)', async () => {
    const disguised = file(EXE_HEAD, 'receipt.png', 64, 'image/png');
    await expect(validateClaim({ images: [jpeg, disguised] }, neither)).resolves.toMatchObject({
      field: 'images',
      key: 'activity_apply_remark_limit3',
      issue: { params: { index: 1, reason: 'type' } },
    });
    await expect(validateClaim({ images: [dataUrl(GIF_HEAD, 64, 'image/jpeg')] }, neither)).resolves.toMatchObject({
      key: 'activity_apply_remark_limit3',
    });
    await expect(validateClaim({ images: [file(PNG_HEAD, 'scan.gif')] }, neither)).resolves.toMatchObject({ ok: true });
  });

  it('refuses images over 5242880 bytes (limit3) and accepts exactly that size', async () => {
    await expect(validateClaim({ images: [bytes(JPEG_HEAD, 5_242_881)] }, neither)).resolves.toMatchObject({
      key: 'activity_apply_remark_limit3',
      issue: { params: { reason: 'size', maxBytes: 5_242_880 } },
    });
    await expect(validateClaim({ images: [bytes(JPEG_HEAD, 5_242_880)] }, neither)).resolves.toMatchObject({
      ok: true,
    });
  });

  it('allows at most 3 images (limit4)', async () => {
    await expect(validateClaim({ images: [jpeg, jpeg, jpeg] }, neither)).resolves.toMatchObject({ ok: true });
    await expect(validateClaim({ images: [jpeg, jpeg, jpeg, jpeg] }, neither)).resolves.toMatchObject({
      key: 'activity_apply_remark_limit4',
      issue: { params: { max: 3 } },
    });
  });

  it('reports failures in the order limit1, limit2, remarks length, limit3, limit4', async () => {
    const result = await validateClaim({ remarks: '', images: [] }, both);
    expect(result.issues.map((i) => i.key)).toEqual(['activity_apply_remark_limit1', 'activity_apply_remark_limit2']);
    const many = await validateClaim({ remarks: 'x'.repeat(141), images: [jpeg, jpeg, jpeg, bytes(GIF_HEAD)] }, both);
    expect(many.issues.map((i) => i.key)).toEqual([
      'validation_remarks_too_long',
      'activity_apply_remark_limit3',
      'activity_apply_remark_limit4',
    ]);
  });
});

describe('validateClaimImage: checking a file as it is added', () => {
  it('accepts a good image while fewer than 3 are attached', async () => {
    await expect(validateClaimImage(jpeg, 2)).resolves.toMatchObject({ ok: true });
  });

  it('refuses a fourth image before reading it', async () => {
    await expect(validateClaimImage(jpeg, 3)).resolves.toMatchObject({ key: 'activity_apply_remark_limit4' });
  });

  it('refuses a file that is not an image', async () => {
    await expect(validateClaimImage(file(EXE_HEAD, 'a.jpg'), 0)).resolves.toMatchObject({
      key: 'activity_apply_remark_limit3',
    });
  });
});

describe('clampClaimRemarks', () => {
  it('keeps at most 140 characters without splitting an emoji', () => {
    expect([...clampClaimRemarks('🎁'.repeat(150))]).toHaveLength(140);
    expect(clampClaimRemarks('short')).toBe('short');
  });
});

describe('validateNotReceivedProof', () => {
  it('accepts exactly one JPEG or PNG', async () => {
    await expect(validateNotReceivedProof([file(PNG_HEAD, 'proof.png')])).resolves.toMatchObject({ ok: true });
  });

  it('does nothing, silently, without an image', async () => {
    await expect(validateNotReceivedProof([])).resolves.toMatchObject({
      ok: false,
      field: 'proof',
      key: 'validation_proof_required',
      issue: { silent: true },
    });
  });

  it('refuses a second image', async () => {
    await expect(validateNotReceivedProof([jpeg, jpeg])).resolves.toMatchObject({
      key: 'validation_proof_single_image',
      issue: { params: { max: 1 } },
    });
  });

  it('applies the claim type and size limits', async () => {
    await expect(validateNotReceivedProof([bytes(GIF_HEAD)])).resolves.toMatchObject({
      key: 'activity_apply_remark_limit3',
    });
    await expect(validateNotReceivedProof([bytes(PNG_HEAD, 5_242_881)])).resolves.toMatchObject({
      key: 'activity_apply_remark_limit3',
    });
  });
});
