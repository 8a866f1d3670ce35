import type { ConsolidatedContracts } from '@platform/contract-rules';
import { describe, expect, it } from 'vitest';
import { agentEntriesOf } from './agent.entries';

const empty: ConsolidatedContracts = {
  divtypecompperiodreq: [],
  dailysalreqtype: [],
  contracthoursalreq: [],
  realtimesalreqtype: [],
  contracthoursalinfo: [],
  dailysalinfotype: [],
  realtimesalinfotype: [],
  divtypeinfo: [],
  divtypecompperiodinfo: [],
};

describe('agentEntriesOf', () => {
  it('is null until the consolidated load answers, so the salary pages stay hidden', () => {
    expect(agentEntriesOf(undefined)).toBeNull();
  });

  it('enables each salary or dividend page by its info block; the dividend only for A or V', () => {
    expect(
      agentEntriesOf({
        ...empty,
        dailysalinfotype: [{ agentId: 1, account: 'agent01', status: 'P' }],
        divtypeinfo: [{ agentId: 1, account: 'agent01', status: 'P' }],
        realtimesalinfotype: [{ agentId: 2, account: 'subagent01', status: 'V' }],
      }),
    ).toEqual({
      agentDividendRecordCopy2: { enabled: 0 },
      agentDailyWages2: { enabled: 1 },
      agentHourSalary: { enabled: 0 },
      agentRealtimeSalary: { enabled: 1 },
    });
    expect(agentEntriesOf({ ...empty, divtypeinfo: [{ agentId: 1, account: 'agent01', status: 'V' }] })).toMatchObject({
      agentDividendRecordCopy2: { enabled: 1 },
    });
  });
});
