import type { SandboxRuntime } from '../../core/runtime';

const day = 86_400_000;

type Seed = {
  type: 'B' | 'PL' | 'PU' | 'PR';
  group: string;
  title: string;
  content: string;
  linkage?: [string, 'URL' | 'P' | 'G'];
  game?: { vendor: string; nodeId: string | null; roomId: string | null };
  start?: number;
  end?: number | null;
};

/**
 * Home carousel banners (each linkage type), promotion-page banners, the notice list, popup notices and the agent
 * centre's announcements (group w_agent).
 */
function seeds(promotionIds: number[]): Seed[] {
  const list: Seed[] = [
    {
      type: 'B',
      group: 'w_home',
      title: 'Welcome to the tables',
      content: 'Live dealers around the clock.',
      linkage: ['/live', 'URL'],
    },
    {
      type: 'B',
      group: 'w_home',
      title: 'First deposit 100%',
      content: 'Double your first deposit.',
      linkage: [String(promotionIds[0] ?? ''), 'P'],
    },
    {
      type: 'B',
      group: 'w_home',
      title: 'Golden Dragon is hot',
      content: 'Play the slot of the week.',
      linkage: ['PT-RNG-001', 'G'],
      game: { vendor: 'PT', nodeId: null, roomId: null },
    },
    {
      type: 'B',
      group: 'w_home',
      title: 'Baccarat table A',
      content: 'Join the VIP table.',
      linkage: ['DG-LIVE-001', 'G'],
      game: { vendor: 'DG', nodeId: 'dg-node-1', roomId: 'dg-room-1' },
    },
    { type: 'B', group: 'w_home', title: 'Download the app', content: 'Play anywhere.', linkage: ['/download', 'URL'] },
    {
      type: 'PR',
      group: 'w_promotion',
      title: 'All promotions',
      content: 'Find the one for you.',
      linkage: ['/promotions', 'URL'],
    },
    {
      type: 'PR',
      group: 'w_promotion',
      title: 'Weekend reload',
      content: 'Every weekend.',
      linkage: [String(promotionIds[1] ?? ''), 'P'],
    },
    // The home popup is "Latest promotions": it opens on an offer; the service notices follow.
    {
      type: 'PU',
      group: 'w_home',
      title: 'Welcome: 100% on your first deposit',
      content:
        '<p>Double your first deposit, up to 1,000 in bonus.</p><p><a href="/promotions">See every promotion</a></p>',
    },
    {
      type: 'PU',
      group: 'w_home',
      title: 'Scheduled maintenance',
      content: '<p>Sportsbook maintenance on Sunday 02:00-04:00.</p>',
    },
    {
      type: 'PU',
      group: 'w_home',
      title: 'Responsible gaming',
      content: '<p>Set limits in the member centre.</p><script>alert("popup")</script>',
    },
    { type: 'B', group: 'w_home', title: 'Old banner (ended)', content: 'Should not show.', start: -30, end: -1 },
    // The agent centre's announcements (agentAnnouncement): notices of group w_agent.
    {
      type: 'PL',
      group: 'w_agent',
      title: 'Dividend settlement schedule',
      content: '<p>Weekly dividends settle every Monday at 12:00 (UTC+8).</p>',
      start: -2,
    },
    {
      type: 'PL',
      group: 'w_agent',
      title: 'New referral links',
      content: '<p>Create a link per campaign in the register centre and follow its registrations.</p>',
      start: -5,
    },
    {
      type: 'PL',
      group: 'w_agent',
      title: 'Red envelope limits',
      content: '<p>An envelope holds up to 500 shares and expires after 24 hours.</p><img src=x onerror="alert(1)">',
      start: -9,
    },
  ];
  for (let n = 1; n <= 12; n++) {
    list.push({
      type: 'PL',
      group: 'w_home',
      title: `Notice ${n}: ${['New games added', 'Deposit channel update', 'Holiday schedule', 'Security reminder'][n % 4]}`,
      content: `<p>Notice ${n}. Please read carefully.</p>`,
      start: -n,
    });
  }
  return list;
}

export async function seedNotices(runtime: SandboxRuntime): Promise<void> {
  const now = runtime.clock.now();
  for (const merchant of runtime.merchants.values()) {
    if (!merchant.settings.player) continue;
    const promotions = await runtime.db.query<{ id: number }>(
      "SELECT id FROM promotions WHERE merchant_code = $1 AND promotion_type = 'MANUAL' ORDER BY sort, id",
      [merchant.code],
    );
    for (const [sort, seed] of seeds(promotions.map((p) => p.id)).entries()) {
      const [row] = await runtime.db.query<{ id: number }>(
        `INSERT INTO notices (merchant_code, notice_type, group_name, texts, start_date, end_date, sort, linkage,
           linkage_type, room_id, node_id, vendor, promotion_type)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [
          merchant.code,
          seed.type,
          seed.group,
          JSON.stringify({ EN: { title: seed.title, content: seed.content } }),
          now + (seed.start ?? -1) * day,
          seed.end === undefined || seed.end === null ? null : now + seed.end * day,
          sort,
          seed.linkage?.[0] ?? null,
          seed.linkage?.[1] ?? null,
          seed.game?.roomId ?? null,
          seed.game?.nodeId ?? null,
          seed.game?.vendor ?? null,
          seed.linkage?.[1] === 'P' ? 'MANUAL' : null,
        ],
      );
      if (seed.type === 'B' || seed.type === 'PR') {
        await runtime.db.query('UPDATE notices SET image_url = $2 WHERE id = $1', [
          row?.id,
          `/res/banners/${row?.id}.svg`,
        ]);
      }
    }
  }
}
