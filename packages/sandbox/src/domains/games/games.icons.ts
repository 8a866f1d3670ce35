import { escapeHtml } from '../shared/http';
import { hashOf } from '../shared/random';

/**
 * Generated artwork (no binary files in git): a game icon, a vendor logo and a large category card, as SVG. Colours
 * come from a hash of the id, so each game keeps its look across runs.
 */
function wrapLines(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

export function gameIconSvg(
  game: { gameId: string; displayName: string; vendor: string; gameType: string },
  brand: string,
) {
  const hue = hashOf(game.gameId) % 360;
  const lines = wrapLines(game.displayName, 12)
    .map(
      (line, i, all) =>
        `<text x="100" y="${112 + (i - (all.length - 1) / 2) * 26}" text-anchor="middle">${escapeHtml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeHtml(game.displayName)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,30%)"/></linearGradient></defs>
<rect width="200" height="200" rx="24" fill="url(#g)"/>
<circle cx="${40 + (hashOf(game.displayName) % 120)}" cy="50" r="36" fill="rgba(255,255,255,.12)"/>
<g font-family="sans-serif" font-weight="700" font-size="22" fill="#fff">${lines}</g>
<rect x="12" y="158" width="${22 + game.vendor.length * 11}" height="28" rx="8" fill="${brand}"/>
<text x="23" y="178" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff">${escapeHtml(game.vendor)}</text>
<text x="188" y="178" text-anchor="end" font-family="sans-serif" font-size="13" fill="rgba(255,255,255,.8)">${escapeHtml(game.gameType)}</text>
</svg>`;
}

export function vendorLogoSvg(vendor: { code: string; displayName: string; colour: string }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeHtml(vendor.displayName)}">
<rect width="240" height="80" rx="14" fill="${vendor.colour}"/>
<text x="120" y="44" text-anchor="middle" font-family="sans-serif" font-size="30" font-weight="800" fill="#fff">${escapeHtml(vendor.code)}</text>
<text x="120" y="66" text-anchor="middle" font-family="sans-serif" font-size="13" fill="rgba(255,255,255,.85)">${escapeHtml(vendor.displayName)}</text>
</svg>`;
}

export function cardSvg(card: { title: string; gameType: string; colour: string }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="480" viewBox="0 0 360 480" role="img" aria-label="${escapeHtml(card.title)}">
<defs><linearGradient id="c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${card.colour}"/><stop offset="1" stop-color="#111"/></linearGradient></defs>
<rect width="360" height="480" rx="28" fill="url(#c)"/>
<text x="180" y="380" text-anchor="middle" font-family="sans-serif" font-size="36" font-weight="800" fill="#fff">${escapeHtml(card.title)}</text>
<text x="180" y="420" text-anchor="middle" font-family="sans-serif" font-size="18" fill="rgba(255,255,255,.8)">${escapeHtml(card.gameType)}</text>
</svg>`;
}
