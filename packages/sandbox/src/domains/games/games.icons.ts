import { hashOf } from '../shared/random';
import { type ArtSize, fitText, hueOf, round, svgDocument, textLines } from '../shared/svg';
import { motif, sceneColours } from './game.motifs';
import { type MarkedVendor, vendorMark } from './vendor.marks';

/**
 * Generated artwork (no binary files in git): a game's picture, a vendor's mark and a large category card, as SVG
 * drawn at the size a page asks for. Variation comes from a hash of the id, so each picture keeps its look across runs.
 */

/** The artworks' own sizes (what a URL without `?w=&h=` gets). */
export const ART_SIZES = {
  game: { width: 200, height: 200 },
  vendor: { width: 128, height: 128 },
  card: { width: 380, height: 200 },
} as const satisfies Record<string, ArtSize>;

/** The words of each game type on the artwork (English: the picture is the same in every language). */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  LIVE: 'LIVE',
  RNG: 'SLOTS',
  FISH: 'FISHING',
  SPORTS: 'SPORTS',
  ESPORTS: 'E-SPORTS',
  PVP: 'CARDS',
  LOTT: 'LOTTERY',
  ELOTT: 'E-LOTTERY',
};
export const typeWord = (gameType: string) => TYPE_WORDS[gameType] ?? gameType;

export interface ArtGame {
  gameId: string;
  displayName: string;
  gameType: string;
}

function scene(size: ArtSize, gameType: string, hue: number, hash: number, id: string): string {
  const [top, bottom] = sceneColours(gameType, hue, hash);
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="${id}-l" cx=".7" cy=".2" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${size.width}" height="${size.height}" fill="url(#${id})"/><rect width="${size.width}" height="${size.height}" fill="url(#${id}-l)"/>`;
}

function typePill(text: string, right: number, top: number, height: number): string {
  const size = round(height * 0.58);
  const width = round(text.length * size * 0.72 + height * 0.8);
  return `<rect x="${round(right - width)}" y="${round(top)}" width="${width}" height="${round(height)}" rx="${round(height / 2)}" fill="rgba(0,0,0,.55)"/><text x="${round(right - width / 2)}" y="${round(top + height * 0.7)}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="#fff" letter-spacing="${round(size * 0.06)}">${text}</text>`;
}

const shade = (id: string, size: ArtSize, from: number, vertical = true) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="${vertical ? from : 0}" stop-color="#000" stop-opacity="${vertical ? 0 : 0.7}"/><stop offset="${vertical ? 1 : from}" stop-color="#000" stop-opacity="${vertical ? 0.75 : 0}"/></linearGradient></defs><rect width="${size.width}" height="${size.height}" fill="url(#${id})"/>`;

/** A game's picture: its type's motif, its title, its vendor's mark and its type. */
export function gameIconSvg(game: ArtGame, vendor: MarkedVendor, size: ArtSize = ART_SIZES.game): string {
  const hash = hashOf(game.gameId);
  const hue = (hueOf(vendor.colour) + (hash % 70) - 35 + 360) % 360;
  const { width: w, height: h } = size;
  const m = Math.min(w, h);
  const wide = w / h >= 1.4;
  const parts = [scene(size, game.gameType, hue, hash, 'g')];
  if (wide) {
    parts.push(motif(game.gameType, { x: w * 0.5, y: h * 0.1, w: w * 0.48, h: h * 0.8 }, hash, hue, game.displayName));
    parts.push(shade('gs', size, 0.6, false));
    const title = fitText(game.displayName, w * 0.44, Math.round(h * 0.2), Math.max(8, Math.round(h * 0.1)));
    parts.push(textLines(title, w * 0.05, h * 0.58, 'font-weight="800" fill="#fff"'));
    parts.push(vendorMark(vendor, w * 0.05 + h * 0.13, h * 0.2, h * 0.13, 'g'));
  } else {
    parts.push(
      motif(game.gameType, { x: w * 0.06, y: h * 0.14, w: w * 0.88, h: h * 0.5 }, hash, hue, game.displayName),
    );
    parts.push(shade('gs', size, 0.5));
    const title = fitText(game.displayName, w * 0.88, Math.round(m * 0.12), Math.max(8, Math.round(m * 0.075)));
    parts.push(textLines(title, w / 2, h * 0.8, 'font-weight="800" fill="#fff"', 'middle'));
    parts.push(vendorMark(vendor, m * 0.14, m * 0.13, m * 0.1, 'g'));
  }
  parts.push(typePill(typeWord(game.gameType), w - m * 0.05, m * 0.05, m * 0.1));
  return svgDocument(
    size,
    `${game.displayName} · ${vendor.displayName} · ${typeWord(game.gameType)}`,
    parts.join('\n'),
  );
}

/**
 * A vendor's logo: the mark alone when square (chips, footers: the name is written beside it), the mark with the
 * name under it when tall enough, the mark and the name side by side when wide.
 */
export function vendorLogoSvg(vendor: MarkedVendor, size: ArtSize = ART_SIZES.vendor): string {
  const { width: w, height: h } = size;
  const ratio = w / h;
  let body: string;
  if (ratio >= 1.8) {
    const r = h * 0.4;
    const name = fitText(vendor.displayName, w - h * 1.05, Math.round(h * 0.34), Math.max(7, Math.round(h * 0.16)));
    body = `${vendorMark(vendor, h * 0.5, h * 0.5, r, 'v')}${textLines(name, h * 1.0, h * 0.5, `font-weight="800" fill="${vendor.colour}"`)}`;
  } else if (h >= 96 && ratio <= 1.25 && ratio >= 0.75 && w >= 160) {
    const name = fitText(vendor.displayName, w * 0.9, Math.round(h * 0.13), Math.max(8, Math.round(h * 0.08)), 1);
    body = `${vendorMark(vendor, w / 2, h * 0.4, Math.min(w, h) * 0.32, 'v')}${textLines(name, w / 2, h * 0.86, `font-weight="800" fill="${vendor.colour}"`, 'middle')}`;
  } else {
    body = vendorMark(vendor, w / 2, h / 2, Math.min(w, h) * 0.46, 'v');
  }
  return svgDocument(size, vendor.displayName, body);
}

export interface ArtCard {
  /** The card's id: varies the scene. */
  id: number | string;
  title: string;
  gameType: string;
}

/** A category card (a vendor's lobby or one game): the type's scene, the vendor's mark, the title and the type. */
export function cardSvg(card: ArtCard, vendor: MarkedVendor, size: ArtSize = ART_SIZES.card): string {
  const hash = hashOf(`${vendor.code}:${card.gameType}:${card.id}`);
  const hue = hueOf(vendor.colour);
  const { width: w, height: h } = size;
  const parts = [scene(size, card.gameType, hue, hash, 'c')];
  const caption = `${vendor.displayName === card.title ? '' : `${vendor.displayName} · `}${typeWord(card.gameType)}`;
  if (w / h >= 1.2) {
    parts.push(motif(card.gameType, { x: w * 0.42, y: h * 0.1, w: w * 0.56, h: h * 0.8 }, hash, hue));
    parts.push(shade('cs', size, 0.62, false));
    const r = h * 0.17;
    parts.push(vendorMark(vendor, w * 0.05 + r, h * 0.08 + r, r, 'c'));
    const title = fitText(card.title, w * 0.5, Math.round(h * 0.13), Math.max(8, Math.round(h * 0.08)));
    parts.push(textLines(title, w * 0.05, h * 0.66, 'font-weight="800" fill="#fff"'));
    const sub = fitText(caption, w * 0.5, Math.round(h * 0.07), Math.max(7, Math.round(h * 0.05)), 1);
    parts.push(textLines(sub, w * 0.05, h * 0.88, 'font-weight="700" fill="rgba(255,255,255,.85)" letter-spacing="1"'));
  } else {
    parts.push(motif(card.gameType, { x: w * 0.06, y: h * 0.3, w: w * 0.88, h: h * 0.4 }, hash, hue));
    parts.push(shade('cs', size, 0.55));
    const r = Math.min(w, h) * 0.14;
    parts.push(vendorMark(vendor, w / 2, h * 0.05 + r, r, 'c'));
    const title = fitText(card.title, w * 0.88, Math.round(w * 0.1), Math.max(8, Math.round(w * 0.06)));
    parts.push(textLines(title, w / 2, h * 0.8, 'font-weight="800" fill="#fff"', 'middle'));
    const sub = fitText(caption, w * 0.88, Math.round(w * 0.05), Math.max(7, Math.round(w * 0.035)), 1);
    parts.push(textLines(sub, w / 2, h * 0.93, 'font-weight="700" fill="rgba(255,255,255,.85)"', 'middle'));
  }
  return svgDocument(size, `${card.title} · ${typeWord(card.gameType)}`, parts.join('\n'));
}
