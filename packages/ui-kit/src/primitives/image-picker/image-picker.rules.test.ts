import { describe, expect, it } from 'vitest';
import { fakeJpegFile, jpegFile, oversizedPngFile, pngFile } from './image-picker.fixtures';
import { imageRefusalMessages, selectImages } from './image-picker.rules';

describe('selectImages', () => {
  it('accepts JPEG and PNG files judged by their content', async () => {
    const files = [pngFile(), jpegFile()];
    expect(await selectImages(files, 0)).toEqual({ accepted: files, refusal: undefined });
  });

  it('refuses a file named like a photo that is not one, and keeps the good ones', async () => {
    const good = pngFile();
    expect(await selectImages([fakeJpegFile(), good], 0)).toEqual({ accepted: [good], refusal: 'type' });
  });

  it('refuses an image over 5242880 bytes', async () => {
    expect(await selectImages([oversizedPngFile()], 0)).toEqual({ accepted: [], refusal: 'size' });
  });

  it('stops at 3 images in all, counting those already chosen', async () => {
    const picked = [pngFile('a.png'), pngFile('b.png'), pngFile('c.png')];
    const result = await selectImages(picked, 1);
    expect(result.accepted.map((file) => file.name)).toEqual(['a.png', 'b.png']);
    expect(result.refusal).toBe('count');
  });

  it('takes other limits', async () => {
    expect((await selectImages([pngFile(), pngFile()], 0, { maxFiles: 1 })).refusal).toBe('count');
    expect((await selectImages([pngFile()], 0, { maxBytes: 4 })).refusal).toBe('size');
  });

  it('maps refusals to the spec keys: limit3 for type and size, limit4 for count', () => {
    expect(imageRefusalMessages).toEqual({
      type: 'activity_apply_remark_limit3',
      size: 'activity_apply_remark_limit3',
      count: 'activity_apply_remark_limit4',
    });
  });
});
