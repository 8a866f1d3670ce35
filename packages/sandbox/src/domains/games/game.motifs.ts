import { hsl, round } from '../shared/svg';

/**
 * A picture per game type, drawn into a box and varied by a hash of the game's id: cards and roulette for live
 * tables, reels and symbols for slots, fish and waves for fishing, a ball on a pitch for sports, a controller for
 * e-sports, chips and tiles for chess and cards, numbered balls for lotteries.
 */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

type Motif = (box: Box, hash: number, hue: number, name: string) => string;

const suits = ['♠', '♥', '♦', '♣'] as const;
const ranks = ['A', 'K', 'Q', 'J', '10', '9', '7'] as const;
const at = <T>(list: readonly T[], n: number): T => list[Math.abs(Math.trunc(n)) % list.length] as T;

function playingCard(cx: number, cy: number, w: number, angle: number, rank: string, suit: string): string {
  const h = w * 1.4;
  const red = suit === '♥' || suit === '♦';
  const ink = red ? '#d0283a' : '#1b1b24';
  return `<g transform="rotate(${angle} ${round(cx)} ${round(cy + h / 2)})"><rect x="${round(cx - w / 2)}" y="${round(cy - h / 2)}" width="${round(w)}" height="${round(h)}" rx="${round(w * 0.1)}" fill="#fdfbf5" stroke="rgba(0,0,0,.25)"/>
<text x="${round(cx - w * 0.36)}" y="${round(cy - h * 0.28)}" font-family="sans-serif" font-weight="700" font-size="${round(w * 0.26)}" fill="${ink}">${rank}</text>
<text x="${round(cx)}" y="${round(cy + w * 0.22)}" text-anchor="middle" font-family="serif" font-size="${round(w * 0.62)}" fill="${ink}">${suit}</text></g>`;
}

/** A live table's picture by its name: a wheel for roulette, cards for card games, else either by the hash. */
const wheelOf = (name: string, hash: number) =>
  /roulette|wheel|sic ?bo/i.test(name)
    ? true
    : /baccarat|blackjack|dragon|tiger|poker|niu/i.test(name)
      ? false
      : hash % 3 === 0;

const live: Motif = (box, hash, _hue, name) => {
  const { x, y, w, h } = box;
  const cx = x + w / 2;
  if (wheelOf(name, hash)) {
    // A roulette wheel on the felt.
    const r = Math.min(w, h) * 0.42;
    const cy = y + h / 2;
    const pockets = Array.from({ length: 18 }, (_, i) => {
      const a0 = (i * 2 * Math.PI) / 18;
      const a1 = ((i + 1) * 2 * Math.PI) / 18;
      const p = (a: number, rr: number) => `${round(cx + rr * Math.cos(a))},${round(cy + rr * Math.sin(a))}`;
      const fill = i === 0 ? '#1e9e4a' : i % 2 ? '#c62834' : '#15151c';
      return `<path d="M${p(a0, r)} A${round(r)},${round(r)} 0 0 1 ${p(a1, r)} L${p(a1, r * 0.62)} A${round(r * 0.62)},${round(r * 0.62)} 0 0 0 ${p(a0, r * 0.62)} Z" fill="${fill}"/>`;
    }).join('');
    const ball = ((hash >>> 3) % 18) * ((2 * Math.PI) / 18) + Math.PI / 18;
    return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 1.08)}" fill="#6b3d1e" stroke="#d9a441" stroke-width="${round(r * 0.05)}"/>${pockets}
<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 0.6)}" fill="#8a5a2b"/><circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 0.16)}" fill="#d9a441"/>
<circle cx="${round(cx + r * 0.8 * Math.cos(ball))}" cy="${round(cy + r * 0.8 * Math.sin(ball))}" r="${round(r * 0.07)}" fill="#fff"/>`;
  }
  // Cards fanned over a table's edge.
  const cw = Math.min(w * 0.26, h * 0.5);
  const cy = y + h * 0.46;
  const fan = [-16, 0, 16]
    .map((angle, i) =>
      playingCard(
        cx + (i - 1) * cw * 0.55,
        cy,
        cw,
        angle,
        at(ranks, (hash >>> (i * 3)) % 7),
        at(suits, (hash >>> (i * 2 + 9)) % 4),
      ),
    )
    .join('');
  return `<ellipse cx="${round(cx)}" cy="${round(y + h * 1.05)}" rx="${round(w * 0.62)}" ry="${round(h * 0.34)}" fill="#0f6a3a" stroke="#d9a441" stroke-width="${round(h * 0.02)}"/>${fan}`;
};

const slotSymbols: readonly ((cx: number, cy: number, s: number) => string)[] = [
  (cx, cy, s) =>
    `<text x="${round(cx)}" y="${round(cy + s * 0.36)}" text-anchor="middle" font-family="sans-serif" font-weight="900" font-size="${round(s)}" fill="#e0262f" stroke="#7a0c12" stroke-width="${round(s * 0.03)}">7</text>`,
  (cx, cy, s) =>
    `<path d="M${round(cx)},${round(cy - s * 0.45)} Q${round(cx - s * 0.05)},${round(cy - s * 0.05)} ${round(cx - s * 0.22)},${round(cy + s * 0.1)} M${round(cx)},${round(cy - s * 0.45)} Q${round(cx + s * 0.1)},${round(cy - s * 0.05)} ${round(cx + s * 0.22)},${round(cy + s * 0.08)}" stroke="#2f7d32" stroke-width="${round(s * 0.06)}" fill="none"/><circle cx="${round(cx - s * 0.22)}" cy="${round(cy + s * 0.2)}" r="${round(s * 0.18)}" fill="#d3122f"/><circle cx="${round(cx + s * 0.22)}" cy="${round(cy + s * 0.18)}" r="${round(s * 0.18)}" fill="#e8283f"/>`,
  (cx, cy, s) =>
    `<polygon points="${round(cx)},${round(cy - s * 0.42)} ${round(cx + s * 0.36)},${round(cy - s * 0.08)} ${round(cx)},${round(cy + s * 0.42)} ${round(cx - s * 0.36)},${round(cy - s * 0.08)}" fill="#38b6ff" stroke="#0b5f8f" stroke-width="${round(s * 0.04)}"/><polygon points="${round(cx - s * 0.36)},${round(cy - s * 0.08)} ${round(cx + s * 0.36)},${round(cy - s * 0.08)} ${round(cx)},${round(cy + s * 0.42)}" fill="#1d8fd8"/>`,
  (cx, cy, s) =>
    `<rect x="${round(cx - s * 0.4)}" y="${round(cy - s * 0.18)}" width="${round(s * 0.8)}" height="${round(s * 0.36)}" rx="${round(s * 0.06)}" fill="#222"/><text x="${round(cx)}" y="${round(cy + s * 0.1)}" text-anchor="middle" font-family="sans-serif" font-weight="900" font-size="${round(s * 0.26)}" fill="#ffd24a">BAR</text>`,
  (cx, cy, s) =>
    `<polygon points="${starPoints(cx, cy, s * 0.42, s * 0.18)}" fill="#ffc928" stroke="#b07800" stroke-width="${round(s * 0.03)}"/>`,
  (cx, cy, s) =>
    `<path d="M${round(cx - s * 0.3)},${round(cy + s * 0.22)} Q${round(cx - s * 0.3)},${round(cy - s * 0.4)} ${round(cx)},${round(cy - s * 0.4)} Q${round(cx + s * 0.3)},${round(cy - s * 0.4)} ${round(cx + s * 0.3)},${round(cy + s * 0.22)} Z" fill="#f5b700" stroke="#9a6b00" stroke-width="${round(s * 0.03)}"/><circle cx="${round(cx)}" cy="${round(cy + s * 0.28)}" r="${round(s * 0.08)}" fill="#9a6b00"/>`,
  (cx, cy, s) =>
    `<path d="M${round(cx - s * 0.38)},${round(cy + s * 0.25)} L${round(cx - s * 0.38)},${round(cy - s * 0.2)} L${round(cx - s * 0.18)},${round(cy)} L${round(cx)},${round(cy - s * 0.32)} L${round(cx + s * 0.18)},${round(cy)} L${round(cx + s * 0.38)},${round(cy - s * 0.2)} L${round(cx + s * 0.38)},${round(cy + s * 0.25)} Z" fill="#ffcf3a" stroke="#a87400" stroke-width="${round(s * 0.03)}"/>`,
];

function starPoints(cx: number, cy: number, r: number, inner: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? inner : r;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${round(cx + radius * Math.cos(a))},${round(cy + radius * Math.sin(a))}`;
  }).join(' ');
}

const slots: Motif = (box, hash) => {
  const { x, y, w, h } = box;
  const reelW = Math.min(w * 0.28, h * 0.62);
  const gap = reelW * 0.1;
  const total = reelW * 3 + gap * 2;
  const left = x + (w - total) / 2;
  const top = y + (h - reelW * 1.25) / 2;
  const frame = `<rect x="${round(left - gap)}" y="${round(top - gap)}" width="${round(total + gap * 2)}" height="${round(reelW * 1.25 + gap * 2)}" rx="${round(gap * 1.5)}" fill="rgba(0,0,0,.35)" stroke="#ffd24a" stroke-width="${round(gap * 0.5)}"/>`;
  const reels = [0, 1, 2]
    .map((i) => {
      const rx = left + i * (reelW + gap);
      const symbol = at(slotSymbols, (hash >>> (i * 4)) % slotSymbols.length);
      return `<rect x="${round(rx)}" y="${round(top)}" width="${round(reelW)}" height="${round(reelW * 1.25)}" rx="${round(gap)}" fill="#fffdf6"/>${symbol(rx + reelW / 2, top + reelW * 0.62, reelW * 0.8)}`;
    })
    .join('');
  return frame + reels;
};

function fish(cx: number, cy: number, s: number, hue: number, flip: boolean): string {
  const f = flip ? -1 : 1;
  return `<g transform="translate(${round(cx)} ${round(cy)}) scale(${f} 1)"><path d="M${round(s * 0.5)},0 L${round(s * 0.85)},${round(-s * 0.28)} L${round(s * 0.85)},${round(s * 0.28)} Z" fill="${hsl(hue + 20, 85, 50)}"/><ellipse cx="0" cy="0" rx="${round(s * 0.55)}" ry="${round(s * 0.32)}" fill="${hsl(hue, 90, 58)}"/><path d="M${round(-s * 0.05)},${round(-s * 0.3)} Q${round(s * 0.1)},${round(-s * 0.55)} ${round(s * 0.3)},${round(-s * 0.25)}" fill="${hsl(hue + 20, 85, 50)}"/><circle cx="${round(-s * 0.3)}" cy="${round(-s * 0.06)}" r="${round(s * 0.07)}" fill="#fff"/><circle cx="${round(-s * 0.31)}" cy="${round(-s * 0.06)}" r="${round(s * 0.035)}" fill="#111"/></g>`;
}

const fishing: Motif = (box, hash, hue) => {
  const { x, y, w, h } = box;
  const wave = (yy: number, amp: number, colour: string) => {
    const n = 4;
    let d = `M${round(x)},${round(yy)}`;
    for (let i = 0; i < n; i++) {
      const x0 = x + (i * w) / n;
      d += ` Q${round(x0 + w / n / 4)},${round(yy - amp)} ${round(x0 + w / n / 2)},${round(yy)} T${round(x0 + w / n)},${round(yy)}`;
    }
    return `<path d="${d} V${round(y + h)} H${round(x)} Z" fill="${colour}"/>`;
  };
  const s = Math.min(w, h) * 0.42;
  const bubbles = [0, 1, 2, 3]
    .map((i) => {
      const bx = x + w * (0.15 + ((hash >>> (i * 3)) % 7) / 10);
      const by = y + h * (0.12 + i * 0.08);
      return `<circle cx="${round(bx)}" cy="${round(by)}" r="${round(s * (0.05 + i * 0.015))}" fill="none" stroke="rgba(255,255,255,.7)" stroke-width="${round(s * 0.02)}"/>`;
    })
    .join('');
  return `${wave(y + h * 0.35, h * 0.06, 'rgba(40,170,220,.35)')}${wave(y + h * 0.55, h * 0.05, 'rgba(20,110,190,.45)')}
${fish(x + w * 0.4, y + h * 0.55, s, (hue + 30 + (hash % 90)) % 360, hash % 2 === 0)}${fish(x + w * 0.72, y + h * 0.78, s * 0.55, (hue + 180) % 360, hash % 2 === 1)}${bubbles}`;
};

const sports: Motif = (box, hash) => {
  const { x, y, w, h } = box;
  const line = 'stroke="rgba(255,255,255,.7)" fill="none"';
  const sw = round(Math.max(1.5, h * 0.015));
  const r = Math.min(w, h) * 0.24;
  const bx = x + w * (0.35 + (hash % 30) / 100);
  const by = y + h * 0.52;
  const pentagon = Array.from({ length: 5 }, (_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    return `${round(bx + r * 0.38 * Math.cos(a))},${round(by + r * 0.38 * Math.sin(a))}`;
  }).join(' ');
  const stripes = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${round(x + (i * w) / 6)}" y="${round(y)}" width="${round(w / 12)}" height="${round(h)}" fill="rgba(255,255,255,.05)"/>`,
  ).join('');
  return `${stripes}<rect x="${round(x + w * 0.06)}" y="${round(y + h * 0.1)}" width="${round(w * 0.88)}" height="${round(h * 0.8)}" ${line} stroke-width="${sw}"/>
<line x1="${round(x + w / 2)}" y1="${round(y + h * 0.1)}" x2="${round(x + w / 2)}" y2="${round(y + h * 0.9)}" ${line} stroke-width="${sw}"/><circle cx="${round(x + w / 2)}" cy="${round(y + h / 2)}" r="${round(h * 0.18)}" ${line} stroke-width="${sw}"/>
<ellipse cx="${round(bx + r * 0.15)}" cy="${round(by + r * 1.05)}" rx="${round(r * 0.9)}" ry="${round(r * 0.18)}" fill="rgba(0,0,0,.3)"/><circle cx="${round(bx)}" cy="${round(by)}" r="${round(r)}" fill="#fff" stroke="#222" stroke-width="${round(r * 0.04)}"/><polygon points="${pentagon}" fill="#222"/>`;
};

const esports: Motif = (box, hash, hue) => {
  const { x, y, w, h } = box;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const s = Math.min(w * 0.7, h * 1.1);
  const glow = hsl(hue + 160 + (hash % 60), 95, 60);
  return `<path d="M${round(cx - s * 0.38)},${round(cy - s * 0.16)} Q${round(cx)},${round(cy - s * 0.24)} ${round(cx + s * 0.38)},${round(cy - s * 0.16)} Q${round(cx + s * 0.52)},${round(cy + s * 0.22)} ${round(cx + s * 0.36)},${round(cy + s * 0.26)} Q${round(cx + s * 0.24)},${round(cy + s * 0.28)} ${round(cx + s * 0.16)},${round(cy + s * 0.08)} H${round(cx - s * 0.16)} Q${round(cx - s * 0.24)},${round(cy + s * 0.28)} ${round(cx - s * 0.36)},${round(cy + s * 0.26)} Q${round(cx - s * 0.52)},${round(cy + s * 0.22)} ${round(cx - s * 0.38)},${round(cy - s * 0.16)} Z" fill="#1a1a2e" stroke="${glow}" stroke-width="${round(s * 0.02)}"/>
<rect x="${round(cx - s * 0.3)}" y="${round(cy - s * 0.06)}" width="${round(s * 0.14)}" height="${round(s * 0.04)}" fill="${glow}"/><rect x="${round(cx - s * 0.25)}" y="${round(cy - s * 0.11)}" width="${round(s * 0.04)}" height="${round(s * 0.14)}" fill="${glow}"/>
<circle cx="${round(cx + s * 0.24)}" cy="${round(cy - s * 0.07)}" r="${round(s * 0.03)}" fill="#ff5470"/><circle cx="${round(cx + s * 0.3)}" cy="${round(cy - s * 0.01)}" r="${round(s * 0.03)}" fill="#3ddc97"/><circle cx="${round(cx + s * 0.18)}" cy="${round(cy - s * 0.01)}" r="${round(s * 0.03)}" fill="#4ea8ff"/>`;
};

function chipStack(cx: number, cy: number, r: number, count: number, colour: string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const yy = cy - i * r * 0.22;
    out += `<ellipse cx="${round(cx)}" cy="${round(yy + r * 0.12)}" rx="${round(r)}" ry="${round(r * 0.42)}" fill="rgba(0,0,0,.35)"/><ellipse cx="${round(cx)}" cy="${round(yy)}" rx="${round(r)}" ry="${round(r * 0.42)}" fill="${colour}" stroke="#fff" stroke-width="${round(r * 0.08)}" stroke-dasharray="${round(r * 0.3)} ${round(r * 0.25)}"/>`;
  }
  return out;
}

/** Where the dots of a mahjong "dots" tile sit (1 to 5), in units of the tile's half width. */
const dotLayouts: readonly (readonly [number, number][])[] = [
  [[0, 0]],
  [
    [0, -0.45],
    [0, 0.45],
  ],
  [
    [-0.4, -0.5],
    [0, 0],
    [0.4, 0.5],
  ],
  [
    [-0.4, -0.45],
    [0.4, -0.45],
    [-0.4, 0.45],
    [0.4, 0.45],
  ],
  [
    [-0.4, -0.5],
    [0.4, -0.5],
    [0, 0],
    [-0.4, 0.5],
    [0.4, 0.5],
  ],
];

const pvp: Motif = (box, hash) => {
  const { x, y, w, h } = box;
  const s = Math.min(w * 0.3, h * 0.55);
  const tx = x + w * 0.38;
  const ty = y + h * 0.5;
  const tile = (dx: number, angle: number, dots: number, colour: string) => {
    const cx = tx + dx;
    const pips = at(dotLayouts, dots)
      .map(
        ([px, py]) =>
          `<circle cx="${round(cx + px * s * 0.34)}" cy="${round(ty - s * 0.05 + py * s * 0.4)}" r="${round(s * 0.1)}" fill="${colour}" stroke="#fbf7ea" stroke-width="${round(s * 0.025)}"/>`,
      )
      .join('');
    return `<g transform="rotate(${angle} ${round(cx)} ${round(ty)})"><rect x="${round(cx - s * 0.34)}" y="${round(ty - s * 0.46)}" width="${round(s * 0.68)}" height="${round(s * 0.92)}" rx="${round(s * 0.08)}" fill="#2e8b57"/><rect x="${round(cx - s * 0.34)}" y="${round(ty - s * 0.5)}" width="${round(s * 0.68)}" height="${round(s * 0.9)}" rx="${round(s * 0.08)}" fill="#fbf7ea"/>${pips}</g>`;
  };
  const chipColour = at(['#c8102e', '#1d4ed8', '#111827', '#15803d'], hash >>> 4);
  return `${tile(-s * 0.36, -8, hash % 5, '#c8102e')}${tile(s * 0.36, 8, (hash >>> 3) % 5, '#146b3a')}${chipStack(x + w * 0.74, y + h * 0.7, s * 0.34, 3 + (hash % 3), chipColour)}`;
};

const lottery: Motif = (box, hash, hue) => {
  const { x, y, w, h } = box;
  const n = 5;
  const r = Math.min(w / (n * 2.3), h * 0.2);
  const numbers = Array.from({ length: n }, (_, i) => 1 + ((hash >>> (i * 5)) % 49));
  return numbers
    .map((num, i) => {
      const cx = x + w / 2 + (i - (n - 1) / 2) * r * 2.2;
      const cy = y + h / 2 + (i % 2 ? r * 0.5 : -r * 0.3);
      const colour = hsl(hue + i * 62, 85, 52);
      return `<circle cx="${round(cx)}" cy="${round(cy + r * 0.12)}" r="${round(r)}" fill="rgba(0,0,0,.3)"/><circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${colour}"/><circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 0.58)}" fill="#fff"/><circle cx="${round(cx - r * 0.4)}" cy="${round(cy - r * 0.45)}" r="${round(r * 0.18)}" fill="rgba(255,255,255,.6)"/><text x="${round(cx)}" y="${round(cy + r * 0.22)}" text-anchor="middle" font-family="sans-serif" font-weight="800" font-size="${round(r * 0.62)}" fill="#1b1b24">${num}</text>`;
    })
    .join('');
};

/** One motif per game type (an unknown type gets the slot reels). */
export const MOTIFS: Readonly<Record<string, Motif>> = {
  LIVE: live,
  RNG: slots,
  FISH: fishing,
  SPORTS: sports,
  ESPORTS: esports,
  PVP: pvp,
  LOTT: lottery,
  ELOTT: lottery,
};

/** The background colours of a type's scene (felt, sea, pitch, arena...), around the vendor's hue. */
export function sceneColours(gameType: string, hue: number, hash: number): [string, string] {
  const shift = (hash % 40) - 20;
  switch (gameType) {
    case 'LIVE':
      return [hsl(150 + shift / 2, 55, 28), hsl(hue, 45, 14)];
    case 'FISH':
      return [hsl(195 + shift, 75, 42), hsl(220, 70, 16)];
    case 'SPORTS':
      return [hsl(125 + shift / 2, 55, 36), hsl(135, 60, 18)];
    case 'ESPORTS':
      return [hsl(265 + shift, 60, 30), hsl(240, 50, 10)];
    case 'PVP':
      return [hsl(hue + shift, 40, 32), hsl(hue, 45, 12)];
    case 'LOTT':
    case 'ELOTT':
      return [hsl(hue + 20 + shift, 70, 45), hsl(hue - 20, 70, 20)];
    default:
      return [hsl(hue + shift * 3, 70, 48), hsl(hue + 50 + shift, 70, 20)];
  }
}

/** The motif of a game type in `box`; `name` (the game's or the card's title) picks among a type's pictures. */
export function motif(gameType: string, box: Box, hash: number, hue: number, name = ''): string {
  return (MOTIFS[gameType] ?? slots)(box, hash, hue, name);
}
