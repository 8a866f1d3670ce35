/**
 * Reward photos are generated, not stored: a deterministic SVG per reward and image number (0 is the cover, 1..n the
 * swiper), so the seed ships no binary files and every reward still has distinct pictures.
 */
export const rewardImagePrefix = '/res/points/rewards';

export function rewardImageUrl(rewardId: number, index: number): string {
  return `${rewardImagePrefix}/${rewardId}/${index}.svg`;
}

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.codePointAt(0)!, 16777619);
  return h >>> 0;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/**
 * A 600x600 picture: a gradient in the reward's colours and a shape that changes with the image number. No words: a
 * product photo carries none, and the card already names the reward beside it (the name is the image's label).
 */
export function rewardImageSvg(name: string, index: number): string {
  const h = hash(name);
  const hue = h % 360;
  const accent = (hue + 40 + index * 25) % 360;
  const shapes = [
    `<rect x="170" y="150" width="260" height="220" rx="28" fill="hsl(${accent} 70% 55%)"/>` +
      `<rect x="280" y="150" width="40" height="220" fill="hsl(${accent} 80% 80%)"/>`,
    `<circle cx="300" cy="260" r="120" fill="hsl(${accent} 70% 55%)"/>`,
    `<polygon points="300,130 420,370 180,370" fill="hsl(${accent} 70% 55%)"/>`,
    `<rect x="190" y="170" width="220" height="180" rx="90" fill="hsl(${accent} 70% 55%)"/>`,
  ];
  const label = escapeXml(name.length > 22 ? `${name.slice(0, 21)}…` : name);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img"',
    ` aria-label="${label}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 22%)"/>`,
    `<stop offset="1" stop-color="hsl(${(hue + 60) % 360} 60% 40%)"/></linearGradient></defs>`,
    '<rect width="600" height="600" fill="url(#g)"/>',
    shapes[index % shapes.length],
    '</svg>',
  ].join('');
}
