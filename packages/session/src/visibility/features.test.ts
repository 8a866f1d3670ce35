import { describe, expect, it } from 'vitest';
import { createFlagsStore, type FlagDefaults } from '../flags/flags.merge';
import { ROLE_TABLE, VISITOR_ROLE } from '../roles/roles.table';
import {
  availablePromotionsBadgeCount,
  chatAvailable,
  filterCustomerService,
  missionBadgeCount,
  unreadOpensMessages,
} from './features.visibility';
import type { VisibilityContext } from './visibility.context';

const ctx = (server: FlagDefaults = {}, extra: Partial<VisibilityContext> = {}): VisibilityContext => {
  const flags = createFlagsStore({});
  flags.evaluate(server);
  return { flags, loggedIn: true, role: ROLE_TABLE[0], ...extra };
};

describe('chatAvailable', () => {
  it('needs CBS3 and a logged-in real account', () => {
    expect(chatAvailable(ctx({ CBS3: '1' }))).toBe(true);
    expect(chatAvailable(ctx({ CBS3: '0' }))).toBe(false);
    expect(chatAvailable(ctx({ CBS3: '1' }, { loggedIn: false, role: VISITOR_ROLE }))).toBe(false);
    expect(chatAvailable(ctx({ CBS3: '1' }, { role: ROLE_TABLE[4] }))).toBe(false);
    expect(chatAvailable({ ...ctx(), flags: createFlagsStore({ CBS3: '1' }) })).toBe(false);
  });

  it("also needs the server's permission when the merchant checks it", () => {
    expect(chatAvailable(ctx({ CBS3: '1' }), true)).toBe(true);
    expect(chatAvailable(ctx({ CBS3: '1' }), 'Y')).toBe(true);
    expect(chatAvailable(ctx({ CBS3: '1' }), false)).toBe(false);
    expect(chatAvailable(ctx({ CBS3: '1' }), null)).toBe(false);
  });
});

describe('unreadOpensMessages', () => {
  it('follows MAILCEN', () => {
    expect(unreadOpensMessages(ctx({ MAILCEN: '1' }))).toBe(true);
    expect(unreadOpensMessages(ctx({ MAILCEN: '0' }))).toBe(false);
  });
});

describe('filterCustomerService', () => {
  const entries = [
    { csType: 'LIVECHAT', labelIds: ['7', '9'] },
    { csType: 'COMM100VIP', labelIds: '9, 12' },
    { csType: 'COMM100', labelIds: [] },
    { csType: 'AICAN', labelIds: null },
    { csType: 'MIDUOKE' },
  ];

  it("keeps the entries that list the player's club label", () => {
    expect(filterCustomerService(entries, 9).map((e) => e.csType)).toEqual(['LIVECHAT', 'COMM100VIP']);
    expect(filterCustomerService(entries, '12').map((e) => e.csType)).toEqual(['COMM100VIP']);
  });

  it('falls back to the entries without labels', () => {
    const unlabelled = ['COMM100', 'AICAN', 'MIDUOKE'];
    expect(filterCustomerService(entries, 99).map((e) => e.csType)).toEqual(unlabelled);
    expect(filterCustomerService(entries, undefined).map((e) => e.csType)).toEqual(unlabelled);
    expect(filterCustomerService(entries, '').map((e) => e.csType)).toEqual(unlabelled);
  });
});

describe('missionBadgeCount', () => {
  it('counts enabled missions only', () => {
    expect(missionBadgeCount(ctx({}, { availablePromo: { MISSION: { enabled: true, count: 4 } } }))).toBe(4);
    expect(missionBadgeCount(ctx({}, { availablePromo: { MISSION: { enabled: false, count: 4 } } }))).toBe(0);
    expect(missionBadgeCount(ctx({}, { availablePromo: { MISSION: { enabled: '1', count: null } } }))).toBe(0);
    expect(missionBadgeCount(ctx())).toBe(0);
  });
});

describe('availablePromotionsBadgeCount', () => {
  const rewardCentre = { REWCEN3: '1' };

  it('is the count for isAgent 0, 1 and 2 where the reward centre is shown', () => {
    for (const value of [0, 1, 2] as const) {
      expect(availablePromotionsBadgeCount(ctx(rewardCentre, { role: ROLE_TABLE[value] }), 3), String(value)).toBe(3);
    }
  });

  it('is 0 for the roles without promotions, for visitors and without a reward centre', () => {
    for (const value of [4, 40, 41, 42] as const) {
      expect(availablePromotionsBadgeCount(ctx(rewardCentre, { role: ROLE_TABLE[value] }), 3), String(value)).toBe(0);
    }
    expect(availablePromotionsBadgeCount(ctx(rewardCentre, { loggedIn: false, role: VISITOR_ROLE }), 3)).toBe(0);
    expect(availablePromotionsBadgeCount(ctx({ REWCEN3: '0' }), 3)).toBe(0);
    // Flags not evaluated yet: nothing shows until they are.
    expect(availablePromotionsBadgeCount({ ...ctx(), flags: createFlagsStore(rewardCentre) }, 3)).toBe(0);
  });

  it('reads a missing or odd count as none', () => {
    expect(availablePromotionsBadgeCount(ctx(rewardCentre), undefined)).toBe(0);
    expect(availablePromotionsBadgeCount(ctx(rewardCentre), null)).toBe(0);
    expect(availablePromotionsBadgeCount(ctx(rewardCentre), -2)).toBe(0);
  });
});
