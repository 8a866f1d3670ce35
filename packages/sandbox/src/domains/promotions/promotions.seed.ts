import type { SandboxRuntime } from '../../core/runtime';
import { playerSettings } from '../system/merchant.settings';

const day = 86_400_000;

interface PromotionSeed {
  key: string;
  type: 'MANUAL' | 'RAFFLE' | 'TICKET' | 'REGISTER' | 'LOGIN' | 'SAVIOR' | 'MISSION_MANUAL';
  title: string;
  titleCn: string;
  body: string;
  remark: boolean;
  image: boolean;
  categories: number[];
  bonus: number;
  images: number;
  /** Days from now: negative started in the past. */
  start: number;
  end: number | null;
  raffle?: { minute: number; minutes: number };
  linkedTo?: string;
  externalLink?: string;
}

/**
 * Every promotion type of points-centres-lottery.md §9, with the remark and image requirements varied so each claim
 * rule shows, one linked promotion, one that ended and one not started yet (neither is listed).
 */
const seeds: PromotionSeed[] = [
  {
    key: 'first',
    type: 'MANUAL',
    title: 'First deposit bonus 100%',
    titleCn: '首存送100%',
    body: 'Double your first deposit, up to 1,888. Send your deposit receipt.',
    remark: true,
    image: true,
    categories: [0],
    bonus: 100,
    images: 2,
    start: -30,
    end: 60,
  },
  {
    key: 'reload',
    type: 'MANUAL',
    title: 'Weekend reload 30%',
    titleCn: '周末再存30%',
    body: 'Every weekend: tell us your deposit reference.',
    remark: true,
    image: false,
    categories: [1],
    bonus: 50,
    images: 1,
    start: -10,
    end: 20,
    linkedTo: 'first',
  },
  {
    key: 'welcome',
    type: 'REGISTER',
    title: 'Welcome gift',
    titleCn: '注册彩金',
    body: 'New players receive a welcome gift within 7 days of registering.',
    remark: false,
    image: false,
    categories: [0],
    bonus: 18,
    images: 1,
    start: -60,
    end: null,
  },
  {
    key: 'login',
    type: 'LOGIN',
    title: 'Daily login reward',
    titleCn: '每日登录奖励',
    body: 'Log in every day and collect a reward.',
    remark: false,
    image: false,
    categories: [1],
    bonus: 5,
    images: 1,
    start: -5,
    end: null,
  },
  {
    key: 'savior',
    type: 'SAVIOR',
    title: 'Loss rescue 10%',
    titleCn: '亏损救援金10%',
    body: 'Lost this week? Claim 10% back. Attach a screenshot of your records.',
    remark: false,
    image: true,
    categories: [1, 2],
    bonus: 30,
    images: 1,
    start: -20,
    end: 40,
  },
  {
    key: 'mission',
    type: 'MISSION_MANUAL',
    title: 'Mission: 20 spins',
    titleCn: '任务：旋转20次',
    body: 'Spin 20 times on any slot, then claim and name the game.',
    remark: true,
    image: false,
    categories: [3],
    bonus: 8,
    images: 1,
    start: -3,
    end: 30,
  },
  {
    key: 'ticket',
    type: 'TICKET',
    title: 'Lucky ticket',
    titleCn: '幸运彩票',
    body: 'Claim a ticket for the weekly draw.',
    remark: false,
    image: false,
    categories: [3],
    bonus: 0,
    images: 1,
    start: -7,
    end: 7,
  },
  {
    key: 'egg',
    type: 'RAFFLE',
    title: 'Golden egg raffle',
    titleCn: '砸金蛋',
    body: 'A golden egg every day: claim it while the draw is open.',
    remark: false,
    image: false,
    categories: [2],
    bonus: 0,
    images: 1,
    start: -15,
    end: null,
    raffle: { minute: 0, minutes: 20 * 60 },
  },
  {
    key: 'wheel',
    type: 'RAFFLE',
    title: 'Evening prize wheel',
    titleCn: '晚间幸运转盘',
    body: 'Spin the prize wheel every evening from 20:00.',
    remark: false,
    image: false,
    categories: [2],
    bonus: 0,
    images: 1,
    start: -15,
    end: null,
    raffle: { minute: 20 * 60, minutes: 120 },
  },
  {
    key: 'vip',
    type: 'MANUAL',
    title: 'VIP monthly gift',
    titleCn: 'VIP月度礼金',
    body: 'VIP members: ask for your monthly gift. <a href="javascript:alert(1)">Terms</a><img src="x" onerror="alert(1)">',
    remark: false,
    image: false,
    categories: [2],
    bonus: 88,
    images: 1,
    start: -2,
    end: 28,
    externalLink: 'https://example.com/vip',
  },
  {
    key: 'ended',
    type: 'MANUAL',
    title: 'Spring festival (ended)',
    titleCn: '春节活动（已结束）',
    body: 'This promotion has ended.',
    remark: false,
    image: false,
    categories: [1],
    bonus: 10,
    images: 1,
    start: -60,
    end: -1,
  },
  {
    key: 'future',
    type: 'LOGIN',
    title: 'Anniversary (coming soon)',
    titleCn: '周年庆（即将开始）',
    body: 'Starts next week.',
    remark: false,
    image: false,
    categories: [1],
    bonus: 10,
    images: 1,
    start: 7,
    end: 37,
  },
];

const categories = [
  { EN: 'New players', CN: '新手', VI: 'Người chơi mới' },
  { EN: 'Daily', CN: '日常', VI: 'Hằng ngày' },
  { EN: 'VIP', CN: 'VIP', VI: 'VIP' },
  { EN: 'Missions', CN: '任务', VI: 'Nhiệm vụ' },
];

export async function seedPromotions(runtime: SandboxRuntime): Promise<void> {
  const { db } = runtime;
  const now = runtime.clock.now();
  for (const merchant of runtime.merchants.values()) {
    if (!merchant.settings.player) continue;
    const scale = playerSettings(merchant).moneyScale;
    const categoryIds: number[] = [];
    for (const [sort, names] of categories.entries()) {
      const [row] = await db.query<{ id: number }>(
        'INSERT INTO promotion_categories (merchant_code, names, sort) VALUES ($1, $2, $3) RETURNING id',
        [merchant.code, JSON.stringify(names), sort],
      );
      categoryIds.push(row?.id ?? 0);
    }
    const ids = new Map<string, number>();
    for (const [sort, seed] of seeds.entries()) {
      const content = `<h3>${seed.title}</h3><p>${seed.body}</p><ul><li>Bonus: ${seed.bonus * scale}</li><li>Turnover 10x.</li></ul>`;
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO promotions (merchant_code, promotion_type, texts, start_date, end_date, remark_required,
           image_required, linked_promotion_id, category_ids, image_count, bonus_amount, external_link, raffle_minute,
           raffle_minutes, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
        [
          merchant.code,
          seed.type,
          JSON.stringify({
            EN: { title: seed.title, content },
            CN: { title: seed.titleCn, content: `<h3>${seed.titleCn}</h3><p>${seed.body}</p>` },
          }),
          now + seed.start * day,
          seed.end === null ? null : now + seed.end * day,
          seed.remark,
          seed.image,
          seed.linkedTo ? (ids.get(seed.linkedTo) ?? null) : null,
          seed.categories.map((i) => categoryIds[i] ?? 0),
          seed.images,
          seed.bonus * scale,
          seed.externalLink ?? null,
          seed.raffle?.minute ?? null,
          seed.raffle?.minutes ?? null,
          sort,
        ],
      );
      ids.set(seed.key, row?.id ?? 0);
    }
    const [member] = await db.query<{ id: number }>(
      "SELECT id FROM customers WHERE merchant_code = $1 AND username = 'member01'",
      [merchant.code],
    );
    if (!member) continue;
    // member01 has prizes to show and a manual bonus to acknowledge.
    await db.query(
      `INSERT INTO prizes (customer_id, promotion_id, prize_type, prize_value, amount, ticket_id, transaction_id,
         start_date, end_date, created_at)
       VALUES ($1, $2, 'TICKET', 'GOLDEN_EGG', 0, 'TK-000001', 'TX-SEED-1', $3, $4, $3),
              ($1, $5, 'POINT', 'PRIZE_WHEEL', 50, NULL, 'TX-SEED-2', NULL, NULL, $3)`,
      [member.id, ids.get('egg'), now - day, now + 6 * day, ids.get('wheel')],
    );
    await db.query(
      'INSERT INTO manual_bonuses (customer_id, title, amount, remarks, created_at) VALUES ($1, $2, $3, $4, $5)',
      [member.id, 'VIP birthday gift', 88 * scale, 'Happy birthday from the VIP team!', now - 3_600_000],
    );
  }
}
