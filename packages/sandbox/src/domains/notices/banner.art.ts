import { motif } from '../games/game.motifs';
import { hashOf } from '../shared/random';
import { type ArtSize, type FittedText, fitText, hsl, round, svgDocument, textLines, textWidth } from '../shared/svg';

/**
 * Banners drawn at the carousel's size (1200 x 400, 3:1), their words inside a safe area: 6% of the width from the
 * sides and 14% of the height from the top and bottom, on the left 58% of the banner (the picture takes the rest). At
 * 375 px wide the title still reads at 17 px or more.
 */
export const BANNER_SIZE: ArtSize = { width: 1200, height: 400 };

/**
 * The phone picture of a banner (the notice's `mobileUrl`): 3:2, its words across the top 60% (6% margins), the picture
 * under them on the right, so the title reads at 24 px or more on a 360 px screen.
 */
export const BANNER_PHONE_SIZE: ArtSize = { width: 750, height: 500 };

export interface BannerText {
  /** Varies colours and the picture. */
  seed: string;
  title: string;
  subtitle?: string;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BannerLayout {
  safe: Rect;
  title: FittedText & { x: number; y: number };
  subtitle: (FittedText & { x: number; y: number }) | null;
  /** Each line's box as drawn (estimated widths), for the test that keeps them inside `safe`. */
  lineBoxes: Rect[];
}

/** The picture of a banner by what it talks about (one table): the first match wins; chips otherwise. */
const PICTURES: readonly [RegExp, string][] = [
  [/table|live|baccarat|dealer|roulette/i, 'LIVE'],
  [/slot|spin|dragon|jackpot/i, 'RNG'],
  [/fish/i, 'FISH'],
  [/sport|match|football/i, 'SPORTS'],
  [/lotter|draw/i, 'LOTT'],
];

const pictureOf = (text: string) => PICTURES.find(([pattern]) => pattern.test(text))?.[1] ?? 'PVP';

/** A banner shaped for a phone (3:2 and taller): its words across the top, the picture under them on the right. */
const isPhoneShape = ({ width, height }: ArtSize) => width / height < 2;

/** Where the picture goes: the right third of a wide banner, the lower right of a phone's. */
function pictureArea({ width: w, height: h }: ArtSize) {
  return isPhoneShape({ width: w, height: h })
    ? { x: w * 0.5, y: h * 0.6, w: w * 0.44, h: h * 0.36, cx: 0.75, cy: 0.78, r: 0.2, sparkX: 0.52, sparkY: 0.6 }
    : { x: w * 0.66, y: h * 0.12, w: w * 0.32, h: h * 0.76, cx: 0.82, cy: 0.5, r: 0.44, sparkX: 0.62, sparkY: 0.1 };
}

export function bannerLayout(text: BannerText, size: ArtSize = BANNER_SIZE): BannerLayout {
  const { width: w, height: h } = size;
  // Wide: the left 58%, 14% from the top and bottom. Phone: the whole width but the margins, the upper 54%, with
  // smaller type for its height so two lines of title and two of subtitle always fit.
  const phone = isPhoneShape(size);
  const safe = phone
    ? { x: w * 0.06, y: h * 0.06, width: w * 0.88, height: h * 0.54 }
    : { x: w * 0.06, y: h * 0.14, width: w * 0.58, height: h * 0.72 };
  const [titleMax, titleMin, subMax, subMin] = phone ? [0.14, 0.1, 0.065, 0.055] : [0.2, 0.13, 0.09, 0.075];
  const title = fitText(text.title, safe.width, Math.round(h * titleMax), Math.round(h * titleMin), 2);
  const sub = text.subtitle
    ? fitText(text.subtitle, safe.width, Math.round(h * subMax), Math.round(h * subMin), 2)
    : null;
  const titleHeight = title.lines.length * title.fontSize * 1.15;
  const subHeight = sub ? sub.lines.length * sub.fontSize * 1.2 + h * 0.04 : 0;
  const top = safe.y + (safe.height - titleHeight - subHeight) / 2;
  const titleBlock = { ...title, x: safe.x, y: top + titleHeight / 2 };
  const subBlock = sub ? { ...sub, x: safe.x, y: top + titleHeight + h * 0.04 + (subHeight - h * 0.04) / 2 } : null;
  const boxes = (block: FittedText & { x: number; y: number }, lineHeight: number): Rect[] =>
    block.lines.map((line, i) => {
      const step = block.fontSize * lineHeight;
      const centre = block.y - ((block.lines.length - 1) * step) / 2 + i * step;
      return {
        x: block.x,
        y: centre - block.fontSize * 0.55,
        width: textWidth(line, block.fontSize),
        height: block.fontSize * 1.1,
      };
    });
  return {
    safe,
    title: titleBlock,
    subtitle: subBlock,
    lineBoxes: [...boxes(titleBlock, 1.15), ...(subBlock ? boxes(subBlock, 1.2) : [])],
  };
}

/** A banner: a deep gradient, light, the picture on the right and the words in the safe area on the left. */
export function bannerSvg(text: BannerText, size: ArtSize = BANNER_SIZE): string {
  const { width: w, height: h } = size;
  const hash = hashOf(text.seed);
  const hue = hash % 360;
  const layout = bannerLayout(text, size);
  const picture = pictureOf(`${text.title} ${text.subtitle ?? ''}`);
  const area = pictureArea(size);
  const sparkles = Array.from({ length: 7 }, (_, i) => {
    const x = w * (area.sparkX + ((hash >>> (i * 2)) % 35) / 100);
    const y = h * (area.sparkY + ((hash >>> (i * 3 + 1)) % (area.sparkY > 0.5 ? 35 : 80)) / 100);
    const r = h * (0.006 + (i % 3) * 0.004);
    return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="#fff" opacity=".7"/>`;
  }).join('');
  const body = `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 30)}"/><stop offset="1" stop-color="${hsl(hue + 40, 75, 12)}"/></linearGradient>
<radialGradient id="bl" cx=".8" cy=".45" r=".5"><stop offset="0" stop-color="${hsl(hue + 30, 90, 65)}" stop-opacity=".55"/><stop offset="1" stop-color="${hsl(hue + 30, 90, 65)}" stop-opacity="0"/></radialGradient>
<linearGradient id="bt" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset=".7" stop-color="#000" stop-opacity="0"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#b)"/><rect width="${w}" height="${h}" fill="url(#bl)"/>
<circle cx="${round(w * area.cx)}" cy="${round(h * area.cy)}" r="${round(h * area.r)}" fill="rgba(255,255,255,.06)"/><circle cx="${round(w * area.cx)}" cy="${round(h * area.cy)}" r="${round(h * area.r * 0.75)}" fill="rgba(255,255,255,.06)"/>
${motif(picture, { x: area.x, y: area.y, w: area.w, h: area.h }, hash, hue)}${sparkles}
<rect width="${w}" height="${h}" fill="url(#bt)"/>
<rect x="${round(layout.safe.x)}" y="${round(layout.title.y - (layout.title.lines.length * layout.title.fontSize * 1.15) / 2 - h * 0.05)}" width="${round(w * 0.06)}" height="${round(h * 0.015)}" rx="${round(h * 0.0075)}" fill="${hsl(hue + 40, 95, 62)}"/>
${textLines(layout.title, layout.title.x, layout.title.y, 'font-weight="800" fill="#fff"')}
${layout.subtitle ? textLines(layout.subtitle, layout.subtitle.x, layout.subtitle.y, 'font-weight="600" fill="rgba(255,255,255,.9)"', 'start', 1.2) : ''}`;
  return svgDocument(size, text.subtitle ? `${text.title}. ${text.subtitle}` : text.title, body);
}
