import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectImageType, imageProblem, imageProblems, readImageFacts } from './image.check.ts';
import { bytes, dataUrl, EXE_HEAD, file, GIF_HEAD, JPEG_HEAD, PNG_HEAD } from './validation.fixtures.test-helpers.ts';

describe('detectImageType', () => {
  it('recognises JPEG and PNG by their first bytes', () => {
    expect(detectImageType(bytes(JPEG_HEAD))).toBe('jpeg');
    expect(detectImageType(bytes(PNG_HEAD))).toBe('png');
  });

  it('refuses GIF, executables, empty and truncated headers', () => {
    expect(detectImageType(bytes(GIF_HEAD))).toBeNull();
    expect(detectImageType(bytes(EXE_HEAD))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
    expect(detectImageType(Uint8Array.from(PNG_HEAD.slice(0, 7)))).toBeNull();
  });

  it('finds JPEG behind any bytes that follow the signature (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 32 }), (tail) => {
        expect(detectImageType(Uint8Array.from([0xff, 0xd8, 0xff, ...tail]))).toBe('jpeg');
      }),
    );
  });

  it('never takes bytes without either signature for an image (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 16 }), (data) => {
        const isJpeg = data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
        const isPng = PNG_HEAD.slice(0, 8).every((b, i) => data[i] === b);
        fc.pre(!isJpeg && !isPng);
        expect(detectImageType(data)).toBeNull();
      }),
    );
  });
});

describe('readImageFacts judges content, never the name or declared type', () => {
  it('accepts a PNG named .exe and refuses an executable named .png with an image MIME type', async () => {
    await expect(readImageFacts(file(PNG_HEAD, 'setup.exe'))).resolves.toEqual({ type: 'png', size: 64 });
    await expect(readImageFacts(file(EXE_HEAD, 'photo.png', 64, 'image/png'))).resolves.toEqual({
      type: null,
      size: 64,
    });
  });

  it('reads Blobs, Uint8Arrays, ArrayBuffers and typed-array views with an offset', async () => {
    await expect(readImageFacts(new Blob([bytes(JPEG_HEAD, 100) as Uint8Array<ArrayBuffer>]))).resolves.toEqual({
      type: 'jpeg',
      size: 100,
    });
    await expect(readImageFacts(bytes(PNG_HEAD, 10))).resolves.toEqual({ type: 'png', size: 12 });
    await expect(readImageFacts(bytes(JPEG_HEAD, 20).buffer as ArrayBuffer)).resolves.toEqual({
      type: 'jpeg',
      size: 20,
    });
    const padded = new Uint8Array([0, 0, ...PNG_HEAD]);
    await expect(readImageFacts(padded.subarray(2))).resolves.toEqual({ type: 'png', size: PNG_HEAD.length });
  });

  it('reads base64 data URLs by their decoded bytes, ignoring the declared MIME type', async () => {
    await expect(readImageFacts(dataUrl(JPEG_HEAD, 100, 'image/png'))).resolves.toEqual({ type: 'jpeg', size: 100 });
    await expect(readImageFacts(dataUrl(EXE_HEAD, 10, 'image/jpeg'))).resolves.toEqual({ type: null, size: 10 });
    await expect(readImageFacts(dataUrl(PNG_HEAD, 13))).resolves.toEqual({ type: 'png', size: 13 });
    await expect(readImageFacts(dataUrl(PNG_HEAD, 14))).resolves.toEqual({ type: 'png', size: 14 });
  });

  it('reads percent-encoded data URLs as bytes', async () => {
    await expect(readImageFacts('data:image/png,%89PNG%0D%0A%1A%0Arest')).resolves.toEqual({ type: 'png', size: 12 });
    await expect(readImageFacts('data:text/plain,hello%2')).resolves.toEqual({ type: null, size: 7 });
  });

  it('treats strings that are not data URLs, and broken base64, as no image', async () => {
    await expect(readImageFacts('photo.jpg')).resolves.toEqual({ type: null, size: 0 });
    await expect(readImageFacts('data:image/png;base64,!!!!')).resolves.toMatchObject({ type: null });
  });
});

describe('imageProblem', () => {
  it('passes a JPEG or PNG of exactly 5242880 bytes', async () => {
    await expect(imageProblem(file(JPEG_HEAD, 'a.jpg', 5_242_880))).resolves.toBeUndefined();
    await expect(imageProblem(bytes(PNG_HEAD, 5_242_880))).resolves.toBeUndefined();
  });

  it('refuses one byte more as too large, and reports the type first', async () => {
    await expect(imageProblem(file(JPEG_HEAD, 'a.jpg', 5_242_881))).resolves.toBe('size');
    await expect(imageProblem(bytes(GIF_HEAD, 5_242_881))).resolves.toBe('type');
  });

  it('lists the index and problem of every bad image', async () => {
    const images = [bytes(JPEG_HEAD), bytes(GIF_HEAD), bytes(PNG_HEAD, 6_000_000)];
    await expect(imageProblems(images)).resolves.toEqual([
      { index: 1, problem: 'type' },
      { index: 2, problem: 'size' },
    ]);
  });
});
