import type { GroupSamples } from './sample.types';

/**
 * Contract actions on agent01's seeded requests: each sample accepts one pending request, so each kind needs one
 * in status P or E (the sandbox seeds them).
 */
export const contractsSamples: GroupSamples<'contracts'> = {
  consolidated: { as: 'agent01' },
  dividend: {
    as: 'agent01',
    input: async ({ client }) => {
      const pending = (await client.contracts.consolidated()).divtypecompperiodreq.find(
        (c) => c.status === 'P' || c.status === 'E',
      );
      if (!pending) throw new Error('agent01 has no pending dividend request');
      return { productType: pending.productType, computationPeriod: pending.computationPeriod, status: 'A' };
    },
  },
  dailySalary: {
    as: 'agent01',
    input: async ({ client }) => {
      const pending = (await client.contracts.consolidated()).dailysalreqtype.find(
        (c) => c.status === 'P' || c.status === 'E',
      );
      if (!pending) throw new Error('agent01 has no pending daily salary request');
      return { id: pending.id, status: 'A' };
    },
  },
  hourlySalary: {
    as: 'agent01',
    input: async ({ client }) => {
      const pending = (await client.contracts.consolidated()).contracthoursalreq.find(
        (c) => c.status === 'P' || c.status === 'E',
      );
      if (!pending) throw new Error('agent01 has no pending hourly salary request');
      return { contractId: pending.contractId, status: 'A', productType: pending.productType };
    },
  },
  realtimeSalary: {
    as: 'agent01',
    input: async ({ client }) => {
      const pending = (await client.contracts.consolidated()).realtimesalreqtype.find(
        (c) => c.status === 'P' || c.status === 'E',
      );
      if (!pending) throw new Error('agent01 has no pending real-time salary request');
      return { contractId: pending.contractId, status: 'A' };
    },
  },
};
