// Files for tests and stories: real JPEG and PNG signatures, a renamed non-image, and a file over 5 MB.
const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46];

export const pngFile = (name = 'receipt.png') => new File([new Uint8Array(png)], name, { type: 'image/png' });

export const jpegFile = (name = 'photo.jpg') => new File([new Uint8Array(jpeg)], name, { type: 'image/jpeg' });

/** Named like a photo, but not one. */
export const fakeJpegFile = (name = 'setup.jpg') =>
  new File([new TextEncoder().encode('MZ not an image at all')], name, { type: 'image/jpeg' });

/** A real PNG one byte over 5242880. */
export const oversizedPngFile = (name = 'huge.png') => {
  const bytes = new Uint8Array(5_242_881);
  bytes.set(png);
  return new File([bytes], name, { type: 'image/png' });
};
