import { randomInt } from 'node:crypto';
import { glyphs } from './captcha.font';

export const captchaSize = { width: 120, height: 40 } as const;

const rand = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const fixed = (n: number) => n.toFixed(1);

/**
 * Draws `text` as distorted strokes: each glyph scaled, rotated and shifted at random, every point jittered, over
 * noise curves and dots. Readable by a person, with nothing in the markup that spells the answer.
 */
export function renderCaptchaSvg(text: string): string {
  const { width, height } = captchaSize;
  const parts: string[] = [];
  const cell = width / (text.length + 1);
  for (let i = 0; i < 5; i++) {
    const [x1, y1, x2, y2] = [rand(0, 20), rand(5, 35), rand(100, 120), rand(5, 35)];
    const [cx, cy] = [rand(30, 90), rand(-10, 50)];
    parts.push(
      `<path d="M${fixed(x1)} ${fixed(y1)} Q${fixed(cx)} ${fixed(cy)} ${fixed(x2)} ${fixed(y2)}" ` +
        `stroke="hsl(${randomInt(360)},45%,60%)" stroke-width="${fixed(rand(0.8, 1.6))}" fill="none"/>`,
    );
  }
  for (let i = 0; i < 30; i++) {
    parts.push(
      `<circle cx="${fixed(rand(0, width))}" cy="${fixed(rand(0, height))}" r="${fixed(rand(0.5, 1.4))}" ` +
        `fill="hsl(${randomInt(360)},40%,55%)"/>`,
    );
  }
  [...text].forEach((char, index) => {
    const glyph = glyphs[char];
    if (!glyph) throw new Error(`no captcha glyph for ${char}`);
    const scale = rand(1.7, 2.1);
    const angle = (rand(-22, 22) * Math.PI) / 180;
    const originX = cell * (index + 0.5) + rand(-3, 3);
    const originY = (height - 14 * scale) / 2 + rand(-3, 3);
    const colour = `hsl(${randomInt(360)},65%,${randomInt(20, 38)}%)`;
    for (const stroke of glyph) {
      const points = stroke.map(([gx, gy]) => {
        const x = (gx - 5) * scale + rand(-0.8, 0.8);
        const y = (gy - 7) * scale + rand(-0.8, 0.8);
        const rx = x * Math.cos(angle) - y * Math.sin(angle) + originX + 5 * scale;
        const ry = x * Math.sin(angle) + y * Math.cos(angle) + originY + 7 * scale;
        return `${fixed(rx)},${fixed(ry)}`;
      });
      parts.push(
        `<polyline points="${points.join(' ')}" stroke="${colour}" stroke-width="${fixed(rand(2.2, 3))}" ` +
          'fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
      );
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#f4f1ea"/>${parts.join('')}</svg>`
  );
}
