import { escapeHtml } from '../shared/http';
import { fitText, round } from '../shared/svg';

/**
 * Vendor marks: a shape of the vendor's own (one per vendor, from the catalogue), its brand colour and its monogram.
 * Shapes are drawn around a centre and a radius, so the same mark serves a 24 px chip and a 400 px card.
 */
export type MarkShape =
  | 'circle'
  | 'hexagon'
  | 'shield'
  | 'diamond'
  | 'octagon'
  | 'squircle'
  | 'pentagon'
  | 'ring'
  | 'seal'
  | 'pill'
  | 'leaf'
  | 'heart'
  | 'drop'
  | 'crest';

export interface MarkedVendor {
  code: string;
  displayName: string;
  colour: string;
  mark: MarkShape;
}

const polygon = (cx: number, cy: number, r: number, sides: number, turn = -Math.PI / 2, inner = 0) => {
  const points: string[] = [];
  const count = inner ? sides * 2 : sides;
  for (let i = 0; i < count; i++) {
    const radius = inner && i % 2 === 1 ? inner : r;
    const angle = turn + (i * 2 * Math.PI) / count;
    points.push(`${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`);
  }
  return `<polygon points="${points.join(' ')}"`;
};

/** The outline of each shape (an element without its fill), and how wide a monogram fits inside it (× radius). */
const shapes: Record<MarkShape, { draw: (cx: number, cy: number, r: number) => string; inner: number }> = {
  circle: { draw: (cx, cy, r) => `<circle cx="${cx}" cy="${cy}" r="${r}"`, inner: 1.45 },
  ring: { draw: (cx, cy, r) => `<circle cx="${cx}" cy="${cy}" r="${r}"`, inner: 1.3 },
  hexagon: { draw: (cx, cy, r) => polygon(cx, cy, r, 6, 0), inner: 1.45 },
  octagon: { draw: (cx, cy, r) => polygon(cx, cy, r, 8, Math.PI / 8), inner: 1.5 },
  pentagon: { draw: (cx, cy, r) => polygon(cx, cy, r, 5), inner: 1.2 },
  diamond: { draw: (cx, cy, r) => polygon(cx, cy, r * 1.05, 4), inner: 1.05 },
  seal: { draw: (cx, cy, r) => polygon(cx, cy, r, 12, -Math.PI / 2, r * 0.84), inner: 1.3 },
  squircle: {
    draw: (cx, cy, r) =>
      `<rect x="${cx - r * 0.9}" y="${cy - r * 0.9}" width="${r * 1.8}" height="${r * 1.8}" rx="${r * 0.45}"`,
    inner: 1.5,
  },
  pill: {
    draw: (cx, cy, r) =>
      `<rect x="${cx - r}" y="${cy - r * 0.62}" width="${r * 2}" height="${r * 1.24}" rx="${r * 0.62}"`,
    inner: 1.6,
  },
  shield: {
    draw: (cx, cy, r) =>
      `<path d="M${cx - r * 0.85},${cy - r * 0.85} H${cx + r * 0.85} V${cy} Q${cx + r * 0.85},${cy + r * 0.7} ${cx},${cy + r} Q${cx - r * 0.85},${cy + r * 0.7} ${cx - r * 0.85},${cy} Z"`,
    inner: 1.35,
  },
  crest: {
    draw: (cx, cy, r) =>
      `<path d="M${cx - r * 0.9},${cy - r * 0.55} L${cx - r * 0.45},${cy - r * 0.9} L${cx},${cy - r * 0.6} L${cx + r * 0.45},${cy - r * 0.9} L${cx + r * 0.9},${cy - r * 0.55} V${cy + r * 0.2} Q${cx + r * 0.9},${cy + r * 0.8} ${cx},${cy + r} Q${cx - r * 0.9},${cy + r * 0.8} ${cx - r * 0.9},${cy + r * 0.2} Z"`,
    inner: 1.4,
  },
  leaf: {
    draw: (cx, cy, r) =>
      `<path d="M${cx - r},${cy + r * 0.75} Q${cx - r},${cy - r} ${cx + r},${cy - r * 0.75} Q${cx + r},${cy + r} ${cx - r},${cy + r * 0.75} Z"`,
    inner: 1.2,
  },
  heart: {
    draw: (cx, cy, r) =>
      `<path d="M${cx},${cy + r} C${cx - r * 1.4},${cy + r * 0.1} ${cx - r * 1.05},${cy - r * 1.05} ${cx},${cy - r * 0.45} C${cx + r * 1.05},${cy - r * 1.05} ${cx + r * 1.4},${cy + r * 0.1} ${cx},${cy + r} Z"`,
    inner: 1.25,
  },
  drop: {
    draw: (cx, cy, r) =>
      `<path d="M${cx},${cy - r} C${cx + r * 0.4},${cy - r * 0.45} ${cx + r * 0.92},${cy - r * 0.05} ${cx + r * 0.92},${cy + r * 0.3} A${r * 0.92},${r * 0.7} 0 0 1 ${cx - r * 0.92},${cy + r * 0.3} C${cx - r * 0.92},${cy - r * 0.05} ${cx - r * 0.4},${cy - r * 0.45} ${cx},${cy - r} Z"`,
    inner: 1.3,
  },
};

/** The id prefix of gradients, unique per vendor and use, so two marks in one document never share a gradient. */
const gradientId = (vendor: MarkedVendor, suffix: string) => `m-${vendor.code.replace(/\W/g, '')}-${suffix}`;

/**
 * The vendor's mark centred on (cx, cy) with radius r: the shape in the brand colour (lit from the top), a thin light
 * rim, and the monogram (the vendor's code) fitted inside the shape.
 */
export function vendorMark(vendor: MarkedVendor, cx: number, cy: number, r: number, suffix = 'a'): string {
  const shape = shapes[vendor.mark];
  const id = gradientId(vendor, suffix);
  const outline = shape.draw(round(cx), round(cy), round(r));
  const monogram = fitText(vendor.code, r * shape.inner, Math.round(r * 0.78), Math.max(6, Math.round(r * 0.3)), 1);
  const ring =
    vendor.mark === 'ring'
      ? `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 0.8)}" fill="none" stroke="rgba(255,255,255,.55)" stroke-width="${round(r * 0.06)}"/>`
      : '';
  const label = monogram.lines[0] ?? vendor.code;
  const textY = vendor.mark === 'heart' || vendor.mark === 'shield' || vendor.mark === 'drop' ? cy + r * 0.08 : cy;
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".38"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient></defs>
<g>${outline} fill="#0b0b10" opacity=".35" transform="translate(0 ${round(r * 0.06)})"/>${outline} fill="${vendor.colour}"/>${outline} fill="url(#${id})" stroke="rgba(255,255,255,.7)" stroke-width="${round(Math.max(1, r * 0.05))}"/>${ring}
<text x="${round(cx)}" y="${round(textY + monogram.fontSize * 0.36)}" text-anchor="middle" font-family="sans-serif" font-weight="800" font-size="${monogram.fontSize}" fill="#fff" letter-spacing="${round(-monogram.fontSize * 0.02)}">${escapeHtml(label)}</text></g>`;
}
