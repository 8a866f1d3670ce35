import { describe, expect, it } from 'vitest';
import { checkAccess } from './access';
import {
  isAgentMemberType,
  isKnownIsAgent,
  ROLE_TABLE,
  roleOf,
  shouldSendLanguageUpdate,
  UNKNOWN_ROLE,
  VALUE_4_READINGS,
  VISITOR_ROLE,
} from './roles.table';

const values = [0, 1, 2, 4, 40, 41, 42] as const;
const having = (column: keyof (typeof ROLE_TABLE)[0]) => values.filter((v) => ROLE_TABLE[v][column] === true);

describe('ROLE_TABLE (isAgent values)', () => {
  it('shows the Agent menu to 1, 2, 41 and 42', () => {
    expect(having('agentMenu')).toEqual([1, 2, 41, 42]);
  });

  it('gives promotions and the payment-confirmation check to 0, 1 and 2', () => {
    expect(having('promotions')).toEqual([0, 1, 2]);
    expect(having('paymentConfirmation')).toEqual([0, 1, 2]);
  });

  it('makes 4, 40, 41 and 42 skip the unread-message and consolidated loads', () => {
    expect(values.filter((v) => !ROLE_TABLE[v].unreadAndConsolidatedLoads)).toEqual([4, 40, 41, 42]);
  });

  it('treats only 4 as a trial account that is not real', () => {
    expect(values.filter((v) => !ROLE_TABLE[v].realAccount)).toEqual([4]);
    expect(ROLE_TABLE[4].kind).toBe('trial');
  });

  it('lets every real role but 2 transfer to the upline', () => {
    expect(having('transferToUpline')).toEqual([0, 1, 40, 41, 42]);
  });
});

describe('roleOf', () => {
  it('reads each known value from the table', () => {
    for (const v of values) expect(roleOf(v)).toBe(ROLE_TABLE[v]);
  });

  it('is a visitor without a value and unknown for values the spec does not name', () => {
    expect(roleOf(undefined)).toBe(VISITOR_ROLE);
    expect(roleOf(null)).toBe(VISITOR_ROLE);
    expect(roleOf(3)).toBe(UNKNOWN_ROLE);
    expect(UNKNOWN_ROLE).toMatchObject({ realAccount: true, agentMenu: false, promotions: false });
    expect(isKnownIsAgent(41)).toBe(true);
    expect(isKnownIsAgent('1')).toBe(false);
  });
});

describe('the two readings of 4', () => {
  it('reads isAgent 4 as trial and member-info type 4 as agent', () => {
    expect(VALUE_4_READINGS).toEqual({ sessionIsAgent: 'trial', memberInfoType: 'agent' });
    expect(roleOf(4).agentMenu).toBe(false);
    expect(isAgentMemberType(4)).toBe(true);
    expect(isAgentMemberType('4')).toBe(true);
    expect(isAgentMemberType(1)).toBe(false);
    expect(isAgentMemberType(undefined)).toBe(false);
  });

  it('sends a language update only when logged in and not an agent by member type', () => {
    expect(shouldSendLanguageUpdate({ loggedIn: true, memberType: 1 })).toBe(true);
    expect(shouldSendLanguageUpdate({ loggedIn: true, memberType: 4 })).toBe(false);
    expect(shouldSendLanguageUpdate({ loggedIn: false, memberType: 1 })).toBe(false);
  });
});

describe('checkAccess', () => {
  const member = { loggedIn: true, role: ROLE_TABLE[0] };
  const trial = { loggedIn: true, role: ROLE_TABLE[4] };
  const visitor = { loggedIn: false, role: VISITOR_ROLE };

  it('prompts visitors with in_sorry_in for games, chat and favourites', () => {
    for (const action of ['launchGame', 'chat', 'favourite', 'lottery'] as const) {
      expect(checkAccess(action, visitor)).toEqual({ allowed: false, reason: 'login', messageKey: 'in_sorry_in' });
    }
  });

  it('sends visitors to /login for the centres', () => {
    expect(checkAccess('memberCentre', visitor)).toMatchObject({ allowed: false, redirect: '/login' });
    expect(checkAccess('agentCentre', visitor)).toMatchObject({ allowed: false, redirect: '/login' });
  });

  it('refuses a trial account games, chat and member pages with in_need_true_account', () => {
    for (const action of ['launchGame', 'chat', 'memberCentre'] as const) {
      expect(checkAccess(action, trial)).toEqual({
        allowed: false,
        reason: 'realAccount',
        messageKey: 'in_need_true_account',
        hintKey: 'in_please_information',
      });
    }
    expect(checkAccess('favourite', trial)).toEqual({ allowed: true });
  });

  it('allows a member', () => {
    expect(checkAccess('launchGame', member)).toEqual({ allowed: true });
    expect(checkAccess('memberCentre', member)).toEqual({ allowed: true });
  });
});
