import type { SandboxRuntime } from '../../core/runtime';
import { seededRandom } from '../shared/random';
import { generateGames } from './games.catalog';
import { vendorCatalog } from './vendors.catalog';

/** Types whose cards open a vendor lobby or start a game (player-site.md §2). */
const cardTypes = ['LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS'] as const;

export async function seedGames(runtime: SandboxRuntime): Promise<void> {
  const { db } = runtime;
  const now = runtime.clock.now();
  const games = generateGames();
  const column = <K extends keyof (typeof games)[number]>(key: K) => games.map((g) => g[key]);
  await db.query(
    `INSERT INTO games (game_id, vendor, game_type, display_name, category, node_id, room_id, node_name, support_play,
       app_new_window, hot_rank, sort)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::text[], $9::int[], $10::int[], $11::int[], $12::int[])`,
    [
      column('gameId'),
      column('vendor'),
      column('gameType'),
      column('displayName'),
      column('category'),
      column('nodeId'),
      column('roomId'),
      column('nodeName'),
      column('supportPlay'),
      column('appNewWindow'),
      column('hotRank'),
      column('sort'),
    ],
  );
  for (const merchant of runtime.merchants.values()) {
    let sort = 0;
    for (const gameType of cardTypes) {
      for (const vendor of vendorCatalog.filter((v) => v.types.includes(gameType))) {
        // Sports and e-sports vendors have one book: the card starts it. The others open the vendor's list.
        const single = gameType === 'SPORTS' || gameType === 'ESPORTS';
        const first = games.find((g) => g.vendor === vendor.code && g.gameType === gameType);
        await db.query(
          `INSERT INTO game_cards (merchant_code, game_type, vendor, is_game, game_id, title, sort)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            merchant.code,
            gameType,
            vendor.code,
            single ? 'game' : 'VASSALAGE',
            single ? first?.gameId : null,
            vendor.displayName,
            sort++,
          ],
        );
      }
    }
  }
  // VERDE shows the maintenance path out of the box: GPI is under maintenance there.
  if (runtime.merchants.has('VERDE')) {
    await db.query('INSERT INTO vendor_maintenance (merchant_code, vendor, since) VALUES ($1, $2, $3)', [
      'VERDE',
      'GPI',
      now,
    ]);
  }
  await seedPlays(
    runtime,
    games.map((g) => g.gameId),
  );
}

/** member01 has played: favourites, recent games and a week of bets with wins (winner board, records). */
async function seedPlays(runtime: SandboxRuntime, gameIds: string[]) {
  const { db } = runtime;
  const now = runtime.clock.now();
  const random = seededRandom(7);
  const rng = gameIds.filter((id) => id.includes('-RNG-'));
  const members = await db.query<{ id: number; merchant_code: string }>(
    "SELECT id, merchant_code FROM customers WHERE username = 'member01'",
  );
  for (const member of members) {
    const scale = member.merchant_code === 'VERDE' ? 1000 : 1;
    const played = rng.filter((_, i) => i % 17 === 3).slice(0, 8);
    for (const [i, gameId] of played.entries()) {
      await db.query('INSERT INTO game_plays (customer_id, game_id, last_played_at) VALUES ($1, $2, $3)', [
        member.id,
        gameId,
        now - (i + 1) * 3_600_000,
      ]);
      if (i < 4) {
        await db.query('INSERT INTO favourite_games (customer_id, game_id, created_at) VALUES ($1, $2, $3)', [
          member.id,
          gameId,
          now - i * 60_000,
        ]);
      }
    }
    for (let n = 0; n < 40; n++) {
      const gameId = played[n % played.length] ?? rng[0];
      const amount = (10 + Math.floor(random() * 9) * 10) * scale;
      const multiplier = random() < 0.35 ? ([1.5, 2, 5, 20][Math.floor(random() * 4)] ?? 2) : 0;
      await db.query(
        `INSERT INTO bets (customer_id, game_id, vendor, product_type, round_id, amount, win, created_at)
         VALUES ($1, $2, $3, 'RNG', $4, $5, $6, $7)`,
        [
          member.id,
          gameId,
          gameId?.split('-')[0],
          `seed-${member.id}-${n}`,
          amount,
          amount * multiplier,
          now - n * 4 * 3_600_000,
        ],
      );
    }
  }
}
