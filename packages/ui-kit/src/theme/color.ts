/** An sRGB colour with channels 0-255 and alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const named: Record<string, Rgba> = {
  black: { r: 0, g: 0, b: 0, a: 1 },
  white: { r: 255, g: 255, b: 255, a: 1 },
  transparent: { r: 0, g: 0, b: 0, a: 0 },
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function parseHex(hex: string): Rgba | undefined {
  if (!/^[0-9a-f]+$/i.test(hex) || ![3, 4, 6, 8].includes(hex.length)) return undefined;
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const channel = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 };
}

/** `50%` → 0.5 of `scale`; a bare number stays as it is. */
function parseNumber(part: string, scale: number): number {
  const value = Number.parseFloat(part);
  if (Number.isNaN(value) || !/^-?[\d.]+(e-?\d+)?%?$/i.test(part)) return Number.NaN;
  return part.endsWith('%') ? (value / 100) * scale : value;
}

function parseAlpha(part: string | undefined): number {
  return part === undefined ? 1 : clamp(parseNumber(part, 1), 0, 1);
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const h = (((hue % 360) + 360) % 360) / 60;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const [r1, g1, b1] =
    h < 1
      ? [chroma, x, 0]
      : h < 2
        ? [x, chroma, 0]
        : h < 3
          ? [0, chroma, x]
          : h < 4
            ? [0, x, chroma]
            : h < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const m = lightness - chroma / 2;
  return [(r1 + m) * 255, (g1 + m) * 255, (b1 + m) * 255];
}

function parseFunction(name: string, body: string): Rgba | undefined {
  // Both the legacy comma syntax and the modern space syntax with `/ alpha`.
  const [channels = '', alphaPart] = body.split('/').map((part) => part.trim());
  const parts = channels.split(/[\s,]+/).filter(Boolean);
  const alpha = alphaPart ?? parts[3];
  if (parts.length < 3 || parts.length > 4 || (alphaPart !== undefined && parts.length !== 3)) return undefined;
  const [p0 = '', p1 = '', p2 = ''] = parts;
  let rgb: [number, number, number];
  if (name.startsWith('rgb')) {
    rgb = [parseNumber(p0, 255), parseNumber(p1, 255), parseNumber(p2, 255)];
  } else {
    const hue = Number.parseFloat(p0.replace(/deg$/, ''));
    rgb = hslToRgb(hue, clamp(parseNumber(p1, 1), 0, 1), clamp(parseNumber(p2, 1), 0, 1));
  }
  const a = parseAlpha(alpha);
  if ([...rgb, a].some(Number.isNaN)) return undefined;
  const [r, g, b] = rgb.map((channel) => clamp(channel, 0, 255)) as [number, number, number];
  return { r, g, b, a };
}

/**
 * Parses the colour notations a token file uses: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`,
 * `hsl()`, `hsla()` (comma or space syntax), `black`, `white` and `transparent`. Anything else returns `undefined`,
 * which the contrast check reports as a failure rather than guessing.
 */
export function parseColor(input: string): Rgba | undefined {
  const value = input.trim().toLowerCase();
  if (value.startsWith('#')) return parseHex(value.slice(1));
  const fn = /^(rgba?|hsla?)\((.*)\)$/.exec(value);
  if (fn) return parseFunction(fn[1] ?? '', fn[2] ?? '');
  const known = named[value];
  return known ? { ...known } : undefined;
}

/** Draws `top` over an opaque `bottom` (source-over), as the browser does for a translucent colour. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (front: number, back: number) => front * top.a + back * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG 2.2 relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const srgb = channel / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.2 contrast ratio, 1 to 21, unrounded (WCAG compares the exact value: 4.499 fails 4.5). */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const front = relativeLuminance(foreground.a < 1 ? composite(foreground, background) : foreground);
  const back = relativeLuminance(background);
  const [light, dark] = front > back ? [front, back] : [back, front];
  return (light + 0.05) / (dark + 0.05);
}

/** `#rrggbb` for an opaque colour, for `<input type="color">`, which accepts nothing else. */
export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}
