import { DEMO_PAYMENT_PASSWORD, type GroupSamples } from './sample.types';

const day = 86_400_000;
/** The last 30 days, the records pages' widest range (points-centres-lottery §9). */
const lastMonth = () => ({ startDate: Date.now() - 29 * day, endDate: Date.now() });
let created = 0;

export const agentSamples: GroupSamples<'agent'> = {
  teamOverview: { as: 'agent01', input: lastMonth },
  registerDownline: {
    as: 'agent01',
    input: () => ({ username: `dl${Date.now().toString(36).slice(-6)}${created++}`, password: 'Secret123' }),
  },
  referralLinks: { as: 'agent01' },
  createReferralLink: { as: 'agent01', input: { accountType: 'MEMBER', remark: 'contract test' } },
  deleteReferralLink: {
    as: 'agent01',
    input: async ({ client }) => {
      const link = await client.agent.createReferralLink({ accountType: 'AGENT', remark: 'to delete' });
      return { id: link.id };
    },
  },
  teamMembers: { as: 'agent01', input: { page: 1, size: 10 } },
  teamBets: { as: 'agent01', input: () => ({ ...lastMonth(), page: 1, size: 10 }) },
  profitLoss: { as: 'agent01', input: () => ({ ...lastMonth(), page: 1, size: 10 }) },
  income: { as: 'agent01', input: lastMonth },
  accountHistory: { as: 'agent01', input: () => ({ ...lastMonth(), page: 1, size: 10 }) },
  redEnvelopes: { as: 'agent01', input: { page: 1, size: 10 } },
  sendRedEnvelope: {
    as: 'agent01',
    input: { totalAmount: 10, count: 2, scope: 'DIRECT', message: 'Lucky!', paymentPassword: DEMO_PAYMENT_PASSWORD },
  },
  dividendRecords: { as: 'agent01', input: () => ({ ...lastMonth(), page: 1, size: 10 }) },
  dailySalaryRecords: { as: 'agent01', input: () => ({ ...lastMonth(), page: 1, size: 10 }) },
  hourlySalaryRecords: { as: 'agent01', input: () => ({ ...lastMonth(), page: 1, size: 10 }) },
  realtimeSalaryRecords: { as: 'agent01', input: () => ({ ...lastMonth(), page: 1, size: 10 }) },
  transfer: {
    as: 'agent01',
    input: async ({ client }) => {
      const { list } = await client.agent.teamMembers({ page: 1, size: 1 });
      const downline = list[0];
      if (!downline) throw new Error('agent01 has no downline in the sandbox seed');
      return {
        direction: 'TO_DOWNLINE',
        usernames: [downline.account],
        amount: 1,
        paymentPassword: DEMO_PAYMENT_PASSWORD,
      };
    },
  },
  transfers: { as: 'agent01', input: () => ({ ...lastMonth(), page: 1, size: 10 }) },
};
