import { DEMO_PASSWORD, DEMO_PAYMENT_PASSWORD, type GroupSamples } from './sample.types';

const recipient = { name: 'Li Lei', address: '1 Test Road', phone: '13800138000', province: 'Guangdong', remarks: '' };

export const pointsSamples: GroupSamples<'points'> = {
  balance: {},
  refreshBalance: {},
  rewards: { input: { page: 1, size: 20 } },
  rewardTypes: {},
  infoIcon: {},
  redeem: {
    input: async ({ client }) => {
      const { list } = await client.points.rewards({ page: 1, size: 1000 });
      const reward = list.find((item) => item.inventory > 0 && (item.price ?? 0) > 0);
      if (!reward) throw new Error('the sandbox seeds no reward in stock with a points price');
      // The login password, unless the merchant turns PAYMENTPASS3 on (AURUM does not).
      return { rewardId: reward.id, quantity: 1, redeemType: 'P', password: DEMO_PASSWORD, ...recipient };
    },
  },
  redemptions: { input: { page: 1, size: 13 } },
  transactions: { input: { page: 1, size: 12, excludeTxTypeIds: [9203] } },
  convert: { input: { amount: 1, password: DEMO_PAYMENT_PASSWORD } },
  config: {},
};
