import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator } from '@playwright/test';

/** jsQR's source, evaluated in the page (the page's Content-Security-Policy refuses an added inline script). */
const jsqrSource = readFileSync(createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js'), 'utf8');

/**
 * Decodes a QR code drawn on the page (an SVG) with jsQR: the SVG is painted into a canvas in the page, and jsQR reads
 * its pixels there. Resolves with the text it holds, or null when jsQR finds no code.
 */
export async function decodeQr(svg: Locator): Promise<string | null> {
  await svg.page().evaluate(jsqrSource);
  return svg.evaluate(async (node) => {
    const markup = new XMLSerializer().serializeToString(node);
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    await image.decode();
    const size = 400;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(image, 0, 0, size, size);
    const pixels = context.getImageData(0, 0, size, size);
    const decode = (
      window as unknown as { jsQR: (data: Uint8ClampedArray, w: number, h: number) => { data: string } | null }
    ).jsQR;
    return decode(pixels.data, size, size)?.data ?? null;
  });
}
