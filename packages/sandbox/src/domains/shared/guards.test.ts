import { describe, expect, it } from 'vitest';
import type { CustomerRow } from '../../core/rows';
import { flagOn, hasControlKey, isAgentRole, isTrial, refuseTrial, requireAgent, requireFlag } from './guards';
import { maskAccount } from './mask';

const merchant = (flags: Record<string, unknown>) => ({ flags }) as never;
const customer = (isAgent: number) => ({ is_agent: isAgent }) as Pick<CustomerRow, 'is_agent'>;

describe('flagOn', () => {
  it('reads a flag as @platform/session does: 1, true, and 1/Y/yes/true/on in any case and spacing', () => {
    for (const on of [1, true, '1', 'Y', 'y', ' yes ', 'TRUE', 'On']) {
      expect(flagOn(merchant({ CBS3: on }), 'CBS3'), String(on)).toBe(true);
    }
    for (const off of [0, false, '0', 'N', 'no', 'false', 'off', '', null, undefined, 2, 'enabled']) {
      expect(flagOn(merchant({ CBS3: off }), 'CBS3'), String(off)).toBe(false);
    }
  });

  it('takes only known flag codes, and requireFlag refuses an off flag with feature.disabled', () => {
    // @ts-expect-error: a misspelt code does not compile
    flagOn(merchant({}), 'CBS');
    expect(() => requireFlag(merchant({ DEPOSIT: '0' }), 'DEPOSIT')).toThrow(
      expect.objectContaining({ code: 'feature.disabled' }),
    );
    expect(() => requireFlag(merchant({ DEPOSIT: '1' }), 'DEPOSIT')).not.toThrow();
  });
});

describe('the role table', () => {
  it('knows a trial account by isAgent 4 and agents by 1, 2, 41 and 42', () => {
    expect([0, 1, 2, 4, 40, 41, 42].filter((value) => isTrial(customer(value)))).toEqual([4]);
    expect([0, 1, 2, 4, 40, 41, 42].filter((value) => isAgentRole(customer(value)))).toEqual([1, 2, 41, 42]);
    expect(isTrial(null)).toBe(false);
  });

  it('refuses trial accounts and non-agents with the spec codes', () => {
    expect(() => refuseTrial(customer(4))).toThrow(expect.objectContaining({ code: 'trial.account.refused' }));
    expect(() => refuseTrial(customer(0))).not.toThrow();
    expect(() => requireAgent(customer(0))).toThrow(expect.objectContaining({ code: 'agent.role.required' }));
    expect(() => requireAgent(customer(41))).not.toThrow();
  });
});

describe('hasControlKey', () => {
  it('accepts only the exact key', () => {
    expect(hasControlKey('secret-key', 'secret-key')).toBe(true);
    expect(hasControlKey('secret-kez', 'secret-key')).toBe(false);
    expect(hasControlKey('secret', 'secret-key')).toBe(false);
    expect(hasControlKey(undefined, 'secret-key')).toBe(false);
  });
});

describe('maskAccount', () => {
  it('keeps the first two and last two characters behind three stars, one character when short', () => {
    expect(maskAccount('member01')).toBe('me***01');
    expect(maskAccount('abcde')).toBe('ab***de');
    expect(maskAccount('abcd')).toBe('a***');
  });
});
