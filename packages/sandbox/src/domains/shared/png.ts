import { crc32, deflateSync } from 'node:zlib';

/**
 * A minimal PNG encoder (RGBA, 8 bits, no interlace) for the few real images the sandbox serves: the speed-test logo
 * and the profile icons. Generated at run time so no binary file lives in git.
 */
export interface Raster {
  width: number;
  height: number;
  /** RGBA, row by row. */
  pixels: Uint8Array;
}

export function createRaster(width: number, height: number, fill: readonly [number, number, number, number]): Raster {
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < pixels.length; i += 4) pixels.set(fill, i);
  return { width, height, pixels };
}

export function setPixel(raster: Raster, x: number, y: number, rgba: readonly [number, number, number, number]) {
  if (x < 0 || y < 0 || x >= raster.width || y >= raster.height) return;
  raster.pixels.set(rgba, (Math.floor(y) * raster.width + Math.floor(x)) * 4);
}

/** Fills the pixels for which `inside(x, y)` holds (shapes as predicates keep the drawing code tiny). */
export function paint(
  raster: Raster,
  rgba: readonly [number, number, number, number],
  inside: (x: number, y: number) => boolean,
) {
  for (let y = 0; y < raster.height; y++) {
    for (let x = 0; x < raster.width; x++) if (inside(x + 0.5, y + 0.5)) setPixel(raster, x, y, rgba);
  }
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function encodePng(raster: Raster): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(raster.width, 0);
  header.writeUInt32BE(raster.height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const stride = raster.width * 4;
  const scanlines = Buffer.alloc((stride + 1) * raster.height);
  for (let y = 0; y < raster.height; y++) {
    // Filter type 0 (none) per row.
    scanlines[y * (stride + 1)] = 0;
    scanlines.set(raster.pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', new Uint8Array()),
  ]);
}
