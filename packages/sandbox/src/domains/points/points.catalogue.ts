/**
 * The seeded points mall: rates per merchant, reward types with translations, and reward items covering every case of
 * the spec (P only, P or PM, PM only, sold out, more than 5 photos so the swiper loops, 8 items in one type so the
 * caps of 3 and 7 show).
 */
export const seededPointRates: Record<string, Record<string, number>> = {
  // 100 points = 1 CNY; 1 point per 10 CNY of live bets.
  AURUM: {
    exchange_rate: 0.01,
    live_bet: 0.1,
    lotto_bet: 0.2,
    pvp_bet: 0.1,
    rng_bet: 0.12,
    sport_bet: 0.15,
    redeem: 0.5,
    deposit: 1,
  },
  // 1 point = 10 VND; 1 point per 10,000 VND of live bets.
  VERDE: {
    exchange_rate: 10,
    live_bet: 0.0001,
    lotto_bet: 0.0002,
    pvp_bet: 0.0001,
    rng_bet: 0.00012,
    sport_bet: 0.00015,
    redeem: 0.0005,
    deposit: 0.001,
  },
};

export const seededRewardTypes = [
  {
    typeId: 1,
    name: 'Physical gifts',
    chineseName: '实物奖品',
    i18n: {
      CN: '实物奖品',
      TW: '實物獎品',
      JA: '実物ギフト',
      EN: 'Physical gifts',
      TH: 'ของรางวัล',
      VI: 'Quà hiện vật',
    },
  },
  {
    typeId: 2,
    name: 'Virtual items',
    chineseName: '虚拟奖品',
    i18n: {
      CN: '虚拟奖品',
      TW: '虛擬獎品',
      JA: 'バーチャル商品',
      EN: 'Virtual items',
      TH: 'ไอเทมเสมือน',
      VI: 'Vật phẩm ảo',
    },
  },
  {
    typeId: 3,
    name: 'Bonus credits',
    chineseName: '彩金',
    i18n: { CN: '彩金', TW: '彩金', JA: 'ボーナス', EN: 'Bonus credits', TH: 'เครดิตโบนัส', VI: 'Tiền thưởng' },
  },
  {
    typeId: 4,
    name: 'Luxury',
    chineseName: '奢侈品',
    i18n: { CN: '奢侈品', TW: '奢侈品', JA: 'ラグジュアリー', EN: 'Luxury', TH: 'สินค้าหรู', VI: 'Hàng xa xỉ' },
  },
  {
    typeId: 5,
    name: 'Limited offers',
    chineseName: '限时兑换',
    i18n: {
      CN: '限时兑换',
      TW: '限時兌換',
      JA: '期間限定',
      EN: 'Limited offers',
      TH: 'ข้อเสนอจำกัดเวลา',
      VI: 'Ưu đãi giới hạn',
    },
  },
] as const;

export interface SeededReward {
  key: string;
  type: number;
  name: string;
  /** Points price; null = PM only. */
  price: number | null;
  /** Points and money (in CNY; scaled per merchant) of PM. */
  pm?: [points: number, money: number];
  inventory: number;
  images: number;
  description: string;
}

const describe = (lead: string, ...points: string[]) =>
  `<p>${lead}</p><ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>`;
const shipping = 'Shipped within 7 working days after approval.';
const credited = 'Credited to the main wallet once the redemption is approved.';

export const seededRewards: SeededReward[] = [
  {
    key: 'phone',
    type: 1,
    name: 'iPhone 16 Pro',
    price: 380_000,
    pm: [200_000, 3_000],
    inventory: 5,
    images: 6,
    description: describe('The newest flagship phone, 256 GB.', shipping, 'Colour chosen at random.'),
  },
  {
    key: 'gold',
    type: 1,
    name: 'Gold bar 10 g',
    price: 250_000,
    inventory: 3,
    images: 3,
    description: describe('999.9 fine gold with certificate.', shipping),
  },
  {
    key: 'earbuds',
    type: 1,
    name: 'Bluetooth earbuds',
    price: 30_000,
    pm: [15_000, 150],
    inventory: 40,
    images: 4,
    description: describe('Noise-cancelling wireless earbuds.', shipping),
  },
  {
    key: 'watch',
    type: 1,
    name: 'Smart watch',
    price: null,
    pm: [20_000, 800],
    inventory: 12,
    images: 2,
    description: describe('Fitness and sleep tracking; points plus money only.', shipping),
  },
  {
    key: 'backpack',
    type: 1,
    name: 'Travel backpack',
    price: 12_000,
    inventory: 0,
    images: 2,
    description: describe('40 L cabin-size backpack.', 'Sold out: restocked monthly.'),
  },
  {
    key: 'topup',
    type: 2,
    name: 'Mobile top-up 100',
    price: 10_000,
    inventory: 500,
    images: 1,
    description: describe('A prepaid top-up code sent to your inbox.'),
  },
  {
    key: 'stream',
    type: 2,
    name: 'Streaming membership, 1 month',
    price: 6_000,
    inventory: 200,
    images: 1,
    description: describe('A one-month membership code.'),
  },
  {
    key: 'skin',
    type: 2,
    name: 'Game skin voucher',
    price: 2_500,
    inventory: 1_000,
    images: 2,
    description: describe('Redeemable in partner games.'),
  },
  {
    key: 'bonus50',
    type: 3,
    name: 'Bonus credit 50',
    price: 5_000,
    inventory: 9_999,
    images: 1,
    description: describe('50 bonus credits.', credited),
  },
  {
    key: 'bonus100',
    type: 3,
    name: 'Bonus credit 100',
    price: 9_800,
    inventory: 9_999,
    images: 1,
    description: describe('100 bonus credits.', credited),
  },
  {
    key: 'bonus200',
    type: 3,
    name: 'Bonus credit 200',
    price: 19_000,
    inventory: 5_000,
    images: 1,
    description: describe('200 bonus credits.', credited),
  },
  {
    key: 'bonus500',
    type: 3,
    name: 'Bonus credit 500',
    price: 48_000,
    inventory: 999,
    images: 1,
    description: describe('500 bonus credits.', credited),
  },
  {
    key: 'bonus1000',
    type: 3,
    name: 'Bonus credit 1000',
    price: 95_000,
    inventory: 500,
    images: 1,
    description: describe('1000 bonus credits.', credited),
  },
  {
    key: 'spins',
    type: 3,
    name: 'Free spins pack',
    price: null,
    pm: [1_000, 10],
    inventory: 300,
    images: 2,
    description: describe('20 free spins on featured slots.', credited),
  },
  {
    key: 'booster',
    type: 3,
    name: 'Rebate booster card',
    price: 15_000,
    inventory: 100,
    images: 1,
    description: describe('+0.2% rebate for 7 days.', credited),
  },
  {
    key: 'refill',
    type: 3,
    name: 'Weekend refill',
    price: 7_500,
    inventory: 250,
    images: 1,
    description: describe('A 10% refill on your next weekend deposit.', credited),
  },
  {
    key: 'bag',
    type: 4,
    name: 'Designer handbag',
    price: 600_000,
    pm: [300_000, 5_000],
    inventory: 2,
    images: 7,
    description: describe('Limited designer handbag with receipt.', shipping),
  },
  {
    key: 'sneakers',
    type: 4,
    name: 'Limited edition sneakers',
    price: 90_000,
    inventory: 8,
    images: 3,
    description: describe('Numbered pair, sizes on request.', shipping),
  },
  {
    key: 'hamper',
    type: 5,
    name: 'Festival hamper',
    price: 20_000,
    pm: [10_000, 100],
    inventory: 25,
    images: 3,
    description: describe('Seasonal treats delivered to your door.', shipping),
  },
];

export const seededInfoIcon = {
  title: 'How points work',
  content:
    '<p>Earn points on every valid bet and deposit. Redeem them for rewards in the points mall, or convert them ' +
    'into money under Rules and conversion.</p>',
};
