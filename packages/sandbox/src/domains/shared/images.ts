import { imageProblems } from '@platform/validation';
import { ApiFailure } from '../../core/failure';

/** Bytes of a data URL (uploaded proofs are stored decoded, not as text). */
export function dataUrlBytes(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',');
  const meta = dataUrl.slice(0, comma);
  const payload = dataUrl.slice(comma + 1);
  return meta.endsWith(';base64') ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'latin1');
}

/**
 * Refuses uploads that are not JPEG or PNG by content or are larger than 5242880 bytes (player-site.md §5), with the
 * same rules as the client (@platform/validation).
 */
export async function assertImages(dataUrls: readonly string[]): Promise<void> {
  const problems = await imageProblems(dataUrls);
  const first = problems[0];
  if (first) {
    throw new ApiFailure(
      'image.invalid',
      first.problem === 'type'
        ? `Image ${first.index + 1} is not a JPEG or PNG.`
        : `Image ${first.index + 1} is larger than 5 MB.`,
      { value: { index: first.index, problem: first.problem } },
    );
  }
}
