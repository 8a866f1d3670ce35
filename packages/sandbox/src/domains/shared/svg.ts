import { escapeHtml } from './http';

/**
 * Helpers of the generated artwork (game icons, vendor marks, cards, banners): the document, a size read from the
 * request, and text fitted to a width. Everything is a pure function of its input, so the same id always gives the
 * same bytes (the visual-regression screenshots rely on it).
 */

export interface ArtSize {
  width: number;
  height: number;
}

/** The smallest and largest side a caller may ask for, in px. */
const SIDE = { min: 16, max: 2400 } as const;

/**
 * The size a page asked for (`?w=&h=`), else the artwork's own. One side alone keeps the default aspect ratio; a side
 * out of range or not a number is ignored.
 */
export function artSize(query: { w?: string | undefined; h?: string | undefined }, fallback: ArtSize): ArtSize {
  const side = (value: string | undefined) => {
    const n = value === undefined ? Number.NaN : Number.parseInt(value, 10);
    return Number.isFinite(n) && n >= SIDE.min && n <= SIDE.max ? n : null;
  };
  const w = side(query.w);
  const h = side(query.h);
  if (w && h) return { width: w, height: h };
  if (w) return { width: w, height: Math.round((w * fallback.height) / fallback.width) };
  if (h) return { width: Math.round((h * fallback.width) / fallback.height), height: h };
  return fallback;
}

/** A whole SVG document of the given size; `label` names it for assistive technology. */
export function svgDocument(size: ArtSize, label: string, body: string): string {
  const { width, height } = size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(label)}">
${body}
</svg>`;
}

export function svgResponse(body: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
}

/**
 * A generous estimate of a sans-serif line's width (measured against DejaVu Sans Bold, a wide face): the tests hold
 * text inside its safe area with it.
 */
export function textWidth(text: string, fontSize: number, bold = true): number {
  let ems = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code > 0x2e80)
      ems += 1; // CJK: full width
    else if (ch === ' ') ems += 0.3;
    else if (/[ilj.,:;'!|]/.test(ch)) ems += 0.3;
    else if (/[MWmw@%]/.test(ch)) ems += 1.0;
    else if (/[A-Z0-9]/.test(ch)) ems += bold ? 0.8 : 0.72;
    else ems += bold ? 0.7 : 0.62;
  }
  return ems * fontSize;
}

export interface FittedText {
  lines: string[];
  fontSize: number;
}

/**
 * Breaks `text` into at most `maxLines` lines that fit `maxWidth` at the largest size from `fontSize` down to
 * `minSize`; a word too long for a line at `minSize` is cut with an ellipsis, so the text never leaves its box.
 */
export function fitText(text: string, maxWidth: number, fontSize: number, minSize: number, maxLines = 2): FittedText {
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (let size = fontSize; size >= minSize; size -= Math.max(1, Math.round(size / 12))) {
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && textWidth(candidate, size) > maxWidth) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    if (lines.length <= maxLines && lines.every((l) => textWidth(l, size) <= maxWidth))
      return { lines, fontSize: size };
  }
  // Still too long at the smallest size: keep what fits and end with an ellipsis.
  const lines: string[] = [];
  let rest = words.join(' ');
  while (rest && lines.length < maxLines) {
    let cut = rest.length;
    while (cut > 1 && textWidth(rest.slice(0, cut), minSize) > maxWidth) cut--;
    let piece = rest.slice(0, cut);
    rest = rest.slice(cut).trim();
    if (rest && lines.length === maxLines - 1) {
      while (piece.length > 1 && textWidth(`${piece}…`, minSize) > maxWidth) piece = piece.slice(0, -1);
      piece = `${piece.trimEnd()}…`;
      rest = '';
    }
    lines.push(piece);
  }
  return { lines, fontSize: minSize };
}

/** `<text>` lines centred on `y` (the block's middle), anchored as asked. */
export function textLines(
  fitted: FittedText,
  x: number,
  y: number,
  attributes: string,
  anchor: 'start' | 'middle' | 'end' = 'start',
  lineHeight = 1.15,
): string {
  const step = fitted.fontSize * lineHeight;
  const first = y - ((fitted.lines.length - 1) * step) / 2 + fitted.fontSize * 0.35;
  return fitted.lines
    .map(
      (line, i) =>
        `<text x="${round(x)}" y="${round(first + i * step)}" text-anchor="${anchor}" font-family="sans-serif" font-size="${fitted.fontSize}" ${attributes}>${escapeHtml(line)}</text>`,
    )
    .join('');
}

export const round = (n: number) => Math.round(n * 10) / 10;

/** hsl() of a hue, saturation and lightness (0-360, 0-100, 0-100). */
export const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;

/** The hue (0-360) of a #rrggbb colour, so an artwork can vary around a vendor's brand colour. */
export function hueOf(hex: string): number {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return Math.round(h * 60);
}
