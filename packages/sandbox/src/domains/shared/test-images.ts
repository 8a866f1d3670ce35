import { createRaster, encodePng } from './png';

/** A real PNG (a few dozen bytes) and a JPEG header, as data URLs, for uploads. */
export const pngDataUrl = `data:image/png;base64,${encodePng(createRaster(4, 4, [200, 0, 0, 255])).toString('base64')}`;
export const jpegDataUrl = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]).toString('base64')}`;
/** Text pretending to be an image: refused by content. */
export const fakeImageDataUrl = `data:image/png;base64,${Buffer.from('MZ this is not an image').toString('base64')}`;
