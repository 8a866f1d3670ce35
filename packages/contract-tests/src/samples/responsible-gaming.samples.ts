/** Samples of the responsible-gaming group (issue 26; both seeded merchants have RESPGAM3 on). */
import type { GroupSamples } from './sample.types';

export const responsibleGamingSamples: GroupSamples<'responsibleGaming'> = {
  overview: {
    check: (value) => {
      if (value.limits.length !== 9) throw new Error(`expected 9 money limits, got ${value.limits.length}`);
    },
  },
  // A first limit applies at once (a stricter one always does); samples never raise one, so nothing waits.
  setLimit: { as: 'payer01', input: { kind: 'WAGER', period: 'MONTH', amount: 1_000_000 } },
  setSessionLimit: { as: 'payer01', input: { minutes: 1440 } },
  setRealityCheck: { input: { minutes: 30 } },
  realityCheck: {},
  // A break taken would lock a demo account out of every later sample: the documented refusal of a wrong password.
  timeOut: { as: 'downline01', input: { period: '24H', password: 'NotThePassword1' }, refusal: 'password.incorrect' },
  selfExclude: {
    as: 'downline01',
    input: { period: '6M', password: 'NotThePassword1' },
    refusal: 'password.incorrect',
  },
};
