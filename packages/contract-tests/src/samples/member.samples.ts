import { DEMO_PAYMENT_PASSWORD, type GroupSamples } from './sample.types';

const day = 86_400_000;
const lastMonth = () => ({ startDate: Date.now() - 29 * day, endDate: Date.now() });
const page = () => ({ ...lastMonth(), page: 1, size: 10 });

export const memberCentreSamples: GroupSamples<'member'> = {
  rewardCentre: { input: { page: 1, size: 10 } },
  claimReward: {
    input: async ({ client }) => {
      const available = async () =>
        (await client.member.rewardCentre({ page: 1, size: 100, status: 'AVAILABLE' })).list[0];
      let reward = await available();
      if (!reward) {
        // Signing in grants a SIGN_IN reward when there is none waiting.
        await client.member.signIn().catch(() => undefined);
        reward = await available();
      }
      if (!reward) throw new Error('member01 has no reward to claim in the sandbox');
      return { id: reward.id };
    },
  },
  newbieTasks: {},
  signInState: {},
  signIn: { as: 'downline01' },
  messages: { input: { page: 1, size: 10 } },
  readMessages: { input: { all: true } },
  deleteMessages: {
    input: async ({ client }) => {
      const message = (await client.member.messages({ page: 1, size: 1 })).list[0];
      if (!message) throw new Error('member01 has no inbox message in the sandbox');
      return { ids: [message.id] };
    },
  },
  bonusDetails: { input: page },
  referral: {},
  referralFriends: { input: { page: 1, size: 10 } },
  bettingRecords: { input: page },
  accountRecords: { input: page },
  personalLoss: { input: lastMonth },
  missionLeaderboard: { input: { period: 'WEEK', size: 10 } },
  manualRebate: {},
  // The seeds keep manual rebate off for the demo accounts (AURUM MANPLAYREB3 0): the documented refusal.
  claimRebate: { refusal: 'feature.disabled' },
  transferUplineInfo: { as: 'downline01' },
  transferUpline: { as: 'downline01', input: { amount: 1, paymentPassword: DEMO_PAYMENT_PASSWORD } },
  dailySalary: { input: page },
  depositPage: {},
  deposit: {
    input: async ({ client }) => {
      const channel = (await client.member.depositPage()).channels[0];
      if (!channel) throw new Error('the sandbox offers no deposit channel');
      return { channel: channel.code, amount: channel.min };
    },
  },
  withdrawPage: {},
  withdraw: {
    input: async ({ client }) => ({
      amount: (await client.member.withdrawPage()).min,
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    }),
  },
  fundRequests: { input: page },
  redEnvelopes: { as: 'downline01' },
  openRedEnvelope: {
    as: 'downline01',
    input: async ({ clientAs }) => {
      const agent = await clientAs('agent01');
      const sent = await agent.agent.sendRedEnvelope({
        totalAmount: 5,
        count: 1,
        scope: 'DIRECT',
        message: 'For the contract test',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
      });
      return { id: sent.id };
    },
  },
};
