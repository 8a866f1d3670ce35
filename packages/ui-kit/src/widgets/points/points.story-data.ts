// Story-only data (never exported from the package): a mall like the sandbox's, drawn inline.
import { storyImage } from '../shared/story.helpers';
import type { PointRates, PointTransactionRow, RedemptionRow, RewardData, RewardTypeTab } from './points.types';

export const storyTabs: RewardTypeTab[] = [
  { typeId: 1, label: '实物奖品' },
  { typeId: 2, label: '虚拟奖品' },
  { typeId: 3, label: '彩金' },
];

export function storyReward(id: number, overrides: Partial<RewardData> = {}): RewardData {
  return {
    id,
    name: `奖品 ${id}`,
    imageLink: storyImage(`R${id}`, (id * 47) % 360, 200, 200),
    photos: [1, 2].map((n) => storyImage(`R${id}-${n}`, (id * 47 + n * 30) % 360, 400, 400)),
    price: 1_000 * id,
    pointsPlusMoney: null,
    inventory: 10,
    redeemedCount: id * 3,
    descriptionHtml: `<p>奖品 ${id} 的说明</p><ul><li>审核通过后 7 个工作日内发货</li></ul>`,
    typeId: 1,
    ...overrides,
  };
}

/** Type 1 has 9 rewards (caps of 3 and 7 show), type 2 has 2, type 3 one PM-only reward. */
export const storyRewards: RewardData[] = [
  ...Array.from({ length: 9 }, (_, i) =>
    storyReward(i + 1, i === 0 ? { pointsPlusMoney: { points: 500, money: 30 }, inventory: 5 } : {}),
  ),
  storyReward(10, { typeId: 2, inventory: 0 }),
  storyReward(11, { typeId: 2 }),
  storyReward(12, { typeId: 3, price: null, pointsPlusMoney: { points: 200, money: 50 } }),
];

/** A reward with six photos: the swiper loops (more than 5). */
export const storyPhone = storyReward(20, {
  name: 'iPhone 16 Pro',
  photos: [1, 2, 3, 4, 5, 6].map((n) => storyImage(`P${n}`, n * 50, 400, 400)),
  pointsPlusMoney: { points: 200_000, money: 3_000 },
  price: 380_000,
  inventory: 5,
});

export const storyCurrency = { currencySymbol: '¥', currencyPosition: 'F' as const };

const day = 86_400_000;
const at = Date.UTC(2026, 10, 20, 8, 30);

export const storyRecords: RedemptionRow[] = (['P', 'A', 'R'] as const).map((status, i) => ({
  id: 300 + i,
  dateRequested: at - i * day,
  type: i === 1 ? 'PM' : 'P',
  name: `奖品 ${i + 1}`,
  imageLink: storyImage(`R${i + 1}`, i * 60, 80, 80),
  quantity: i + 1,
  requiredPoint: 1_000 * (i + 1),
  requiredMoney: i === 1 ? 30 : 0,
  status,
  recipientName: '王小明',
  address: '广东省深圳市南山区科技园 8 号',
  phone: '13800138000',
  remarks: '',
  reviewedAt: status === 'P' ? null : at - i * day + 3_600_000,
  reviewRemark: status === 'R' ? '手机号码无法充值' : status === 'A' ? '已发货：SF1234567890' : null,
}));

export const storyTransactions: PointTransactionRow[] = Array.from({ length: 12 }, (_, i) => ({
  txId: 900 + i,
  at: at - i * 3_600_000,
  label: i % 3 === 0 ? '兑换奖品' : '投注积分',
  amount: i % 3 === 0 ? -1_000 : 250,
  balance: 50_000 - i * 100,
}));

export const storyRates: PointRates = {
  pointExchangeRate: 0.01,
  liveBet: 0.1,
  lottoBet: 0.2,
  pvpBet: 0.1,
  rngBet: 0.12,
  sportBet: 0.15,
  redeem: 0.5,
  deposit: 1,
};
