import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../core/testing';
import { BANNER_PHONE_SIZE, BANNER_SIZE, bannerLayout, bannerSvg } from '../notices/banner.art';
import { artSize } from '../shared/svg';
import { generateGames } from './games.catalog';
import { ART_SIZES, cardSvg, gameIconSvg, vendorLogoSvg } from './games.icons';
import { vendorByCode, vendorCatalog } from './vendors.catalog';

/** Whether `svg` is well-formed XML: tags balanced, attributes quoted, no stray `<` or `&` in text. */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < svg.length) {
    const next = svg.indexOf('<', i);
    const text = svg.slice(i, next === -1 ? svg.length : next);
    if (/&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/.test(text)) return false;
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(svg);
    if (!match) return false;
    const [, closing, name, , selfClosing] = match;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) stack.push(name as string);
    i = tag.lastIndex;
  }
  return stack.length === 0 && svg.trimStart().startsWith('<svg');
}

const sizeOf = (svg: string) => {
  const match = /^<svg[^>]* width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  return match
    ? { width: Number(match[1]), height: Number(match[2]), vw: Number(match[3]), vh: Number(match[4]) }
    : null;
};

const vendorOf = (code: string) => {
  const vendor = vendorByCode.get(code);
  if (!vendor) throw new Error(code);
  return vendor;
};

describe('vendor marks', () => {
  it('gives each vendor a shape of its own, and a distinct, well-formed logo at every size', () => {
    expect(new Set(vendorCatalog.map((v) => v.mark)).size).toBe(vendorCatalog.length);
    for (const size of [ART_SIZES.vendor, { width: 32, height: 32 }, { width: 240, height: 80 }]) {
      const logos = vendorCatalog.map((v) => vendorLogoSvg(v, size));
      expect(new Set(logos).size).toBe(vendorCatalog.length);
      for (const logo of logos) expect(wellFormed(logo)).toBe(true);
    }
  });

  it('writes the monogram on every mark and the name on the wide logo', () => {
    for (const vendor of vendorCatalog) {
      expect(vendorLogoSvg(vendor)).toContain(`>${vendor.code}</text>`);
      expect(vendorLogoSvg(vendor, { width: 240, height: 80 })).toContain(`aria-label="${vendor.displayName}"`);
    }
  });
});

describe('game pictures', () => {
  const games = generateGames();

  it('draws every seeded game a distinct, well-formed picture naming its title, vendor and type', () => {
    const pictures = new Set<string>();
    for (const game of games) {
      const svg = gameIconSvg(game, vendorOf(game.vendor));
      expect(wellFormed(svg), game.gameId).toBe(true);
      expect(svg).toContain(vendorOf(game.vendor).displayName);
      pictures.add(svg);
    }
    expect(pictures.size).toBe(games.length);
  });

  it('draws the same picture for the same game every time (screenshots compare bytes)', () => {
    const game = games[7];
    if (!game) throw new Error('no games');
    expect(gameIconSvg(game, vendorOf(game.vendor))).toBe(gameIconSvg(game, vendorOf(game.vendor)));
  });

  it('uses a different motif per game type', () => {
    const motifOf = (gameType: string) =>
      gameIconSvg({ gameId: 'same', displayName: 'Same', gameType }, vendorOf('PT')).replace(/SLOTS|LIVE|FISHING/g, '');
    const types = ['LIVE', 'RNG', 'FISH', 'SPORTS', 'ESPORTS', 'PVP', 'LOTT'];
    expect(new Set(types.map(motifOf)).size).toBe(types.length);
  });

  it('draws a live table by its name: a wheel for roulette, cards for baccarat', () => {
    const live = (displayName: string) =>
      gameIconSvg({ gameId: `x-${displayName}`, displayName, gameType: 'LIVE' }, vendorOf('DG'));
    // The wheel has 18 pockets (one green, the others red and black); playing cards carry suit glyphs.
    const pockets = (svg: string) => svg.match(/fill="#(1e9e4a|c62834|15151c)"/g)?.length ?? 0;
    for (const name of ['Roulette A', 'Roulette G', 'Speed Roulette']) expect(pockets(live(name))).toBe(18);
    for (const name of ['Baccarat A', 'Blackjack F', 'Dragon Tiger B']) {
      expect(pockets(live(name))).toBe(0);
      expect(live(name)).toMatch(/[♠♥♦♣]/);
    }
  });

  it('composes cards and pictures for any box, square, wide or tall', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 16, max: 1600 }),
        fc.integer({ min: 16, max: 1600 }),
        fc.constantFrom(...vendorCatalog),
        fc.string({ maxLength: 40 }),
        (width, height, vendor, title) => {
          const size = { width, height };
          const card = cardSvg({ id: 1, title, gameType: vendor.types[0] ?? 'RNG' }, vendor, size);
          const icon = gameIconSvg({ gameId: title, displayName: title, gameType: 'RNG' }, vendor, size);
          for (const svg of [card, icon]) {
            expect(wellFormed(svg)).toBe(true);
            expect(sizeOf(svg)).toEqual({ width, height, vw: width, vh: height });
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('banners', () => {
  const inside = (box: { x: number; y: number; width: number; height: number }, area: typeof box) =>
    box.x >= area.x - 0.5 &&
    box.y >= area.y - 0.5 &&
    box.x + box.width <= area.x + area.width + 0.5 &&
    box.y + box.height <= area.y + area.height + 0.5;

  it('are drawn at the carousel size, 1200 x 400 (3:1)', () => {
    expect(sizeOf(bannerSvg({ seed: '1', title: 'Welcome to the tables' }))).toEqual({
      width: 1200,
      height: 400,
      vw: 1200,
      vh: 400,
    });
    expect(BANNER_SIZE.width / BANNER_SIZE.height).toBe(3);
  });

  it('keep every line of their words inside the safe area, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }),
        fc.option(fc.string({ maxLength: 120 }), { nil: undefined }),
        (title, subtitle) => {
          const layout = bannerLayout({ seed: title, title, subtitle });
          for (const box of layout.lineBoxes) expect(inside(box, layout.safe)).toBe(true);
          expect(wellFormed(bannerSvg({ seed: title, title, subtitle }))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('write the seeded home banners whole, at a size that reads at 375 px wide', () => {
    for (const [title, subtitle] of [
      ['Welcome to the tables', 'Live dealers around the clock.'],
      ['First deposit 100%', 'Double your first deposit.'],
      ['Golden Dragon is hot', 'Play the slot of the week.'],
    ] as const) {
      const layout = bannerLayout({ seed: title, title, subtitle });
      expect(layout.title.lines.join(' ')).toBe(title);
      expect(layout.subtitle?.lines.join(' ')).toBe(subtitle);
      // 375 px of 1200: the title at 16 px or more.
      expect((layout.title.fontSize * 375) / 1200).toBeGreaterThanOrEqual(16);
    }
  });

  it('for a phone keep the words inside the safe area at 3:2, and the seeded titles read at 360 px wide', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }),
        fc.option(fc.string({ maxLength: 120 }), { nil: undefined }),
        (title, subtitle) => {
          const layout = bannerLayout({ seed: title, title, subtitle }, BANNER_PHONE_SIZE);
          for (const box of layout.lineBoxes) expect(inside(box, layout.safe)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
    for (const title of ['Welcome to the tables', 'First deposit 100%', 'Golden Dragon is hot']) {
      const layout = bannerLayout({ seed: title, title }, BANNER_PHONE_SIZE);
      expect(layout.title.lines.join(' ')).toBe(title);
      // 360 px of 750: the title at 24 px or more (the wide banner at 360 px gives it about 16).
      expect((layout.title.fontSize * 360) / BANNER_PHONE_SIZE.width).toBeGreaterThanOrEqual(24);
    }
  });
});

describe('requested sizes', () => {
  it('reads ?w=&h=, keeps the aspect ratio for one side, and ignores sizes out of range', () => {
    const fallback = { width: 380, height: 200 };
    expect(artSize({ w: '240', h: '140' }, fallback)).toEqual({ width: 240, height: 140 });
    expect(artSize({ w: '760' }, fallback)).toEqual({ width: 760, height: 400 });
    expect(artSize({ h: '100' }, fallback)).toEqual({ width: 190, height: 100 });
    expect(artSize({ w: '99999', h: 'x' }, fallback)).toEqual(fallback);
    expect(artSize({}, fallback)).toEqual(fallback);
  });
});

describe('served artwork', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  });
  afterAll(() => sandbox.close());

  const get = async (path: string) => {
    const response = await sandbox.app().request(path);
    return { status: response.status, type: response.headers.get('Content-Type'), svg: await response.text() };
  };

  it('serves each kind at its own size, and at the size a page asks for', async () => {
    const [card] = await sandbox.runtime.db.query<{ id: number }>('SELECT id FROM game_cards ORDER BY id LIMIT 1');
    const [banner] = await sandbox.runtime.db.query<{ id: number }>(
      "SELECT id FROM notices WHERE notice_type = 'B' ORDER BY id LIMIT 1",
    );
    const cases: [string, { width: number; height: number }][] = [
      ['/res/games/PT-RNG-001.svg', ART_SIZES.game],
      ['/res/games/PT-RNG-001.svg?w=380&h=200', { width: 380, height: 200 }],
      ['/res/vendors/PT.svg', ART_SIZES.vendor],
      ['/res/vendors/PT.svg?w=240&h=80', { width: 240, height: 80 }],
      ['/res/vendors/PT.svg?type=RNG&w=380&h=200', { width: 380, height: 200 }],
      [`/res/cards/${card?.id}.svg`, ART_SIZES.card],
      [`/res/cards/${card?.id}.svg?w=240&h=140`, { width: 240, height: 140 }],
      [`/res/banners/${banner?.id}.svg`, BANNER_SIZE],
      [`/res/banners/${banner?.id}.svg?w=750`, { width: 750, height: 250 }],
      [`/res/banners/${banner?.id}.svg?w=750&h=500`, BANNER_PHONE_SIZE],
    ];
    for (const [path, size] of cases) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.type).toBe('image/svg+xml');
      expect(wellFormed(answer.svg), path).toBe(true);
      expect(sizeOf(answer.svg), path).toEqual({ ...size, vw: size.width, vh: size.height });
    }
  });

  it('draws a vendor’s lane artwork (a card) when asked with ?type= at a picture’s size, its mark at a chip’s', async () => {
    const card = (await get('/res/vendors/PT.svg?type=RNG&w=380&h=200')).svg;
    expect(card).toContain('SLOTS');
    expect(card).toContain('>Playtech</text>');
    for (const chipUrl of ['/res/vendors/PT.svg?type=RNG&w=28&h=28', '/res/vendors/PT.svg?type=RNG']) {
      const chip = (await get(chipUrl)).svg;
      expect(chip).not.toContain('SLOTS');
      expect(chip).toContain('>PT</text>');
    }
  });

  it('answers 404 for artwork of nothing', async () => {
    expect((await get('/res/games/NOPE.svg')).status).toBe(404);
    expect((await get('/res/vendors/NOPE.svg')).status).toBe(404);
    expect((await get('/res/cards/999999.svg')).status).toBe(404);
  });
});
