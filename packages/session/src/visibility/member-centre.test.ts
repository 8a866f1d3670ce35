import { describe, expect, it } from 'vitest';
import { createFlagsStore, type FlagDefaults } from '../flags/flags.merge';
import { ROLE_TABLE, VISITOR_ROLE } from '../roles/roles.table';
import { infoBarEntries, resolveMemberCentrePage, visibleMemberCentrePages } from './member-centre.visibility';
import { type VisibilityContext, visibilityContext } from './visibility.context';

const flags = (server: FlagDefaults = {}) => {
  const store = createFlagsStore({});
  store.evaluate(server);
  return store;
};

const ctx = (server: FlagDefaults = {}, extra: Partial<VisibilityContext> = {}): VisibilityContext => ({
  ...visibilityContext({ loggedIn: true, role: ROLE_TABLE[0] }, flags(server)),
  ...extra,
});

const pages = (c: VisibilityContext) => visibleMemberCentrePages(c);

describe('member centre visibility', () => {
  it('hides every page until the flags are evaluated', () => {
    const unevaluated = createFlagsStore({ MAILCEN: '1' });
    expect(pages({ ...ctx(), flags: unevaluated })).toEqual([]);
  });

  it('hides every page from visitors and trial accounts', () => {
    expect(pages(ctx({}, { loggedIn: false, role: VISITOR_ROLE }))).toEqual([]);
    expect(pages(ctx({}, { role: ROLE_TABLE[4] }))).toEqual([]);
  });

  it('always shows the account pages, securityCenter first', () => {
    const all = pages(ctx({ DEPOSIT: '0', WITHDRAW: '0' }));
    expect(all[0]).toBe('securityCenter');
    expect(all).toEqual(
      expect.arrayContaining([
        'securityCenter',
        'transferFund',
        'bettingRecord',
        'accountRecord',
        'personalLoss',
        'bonusDetails',
      ]),
    );
  });

  it.each([
    ['rewardCenter', 'REWCEN3'],
    ['messageV2', 'MAILCEN'],
    ['playerMRDailySalary', 'PLYRBT'],
    ['manualRebate', 'MANPLAYREB3'],
    ['depositv2', 'DEPOSIT'],
    ['withdraw', 'WITHDRAW'],
    ['responsibleGaming', 'RESPGAM3'],
  ] as const)('shows %s only with %s', (page, flag) => {
    expect(pages(ctx({ [flag]: '1' }))).toContain(page);
    expect(pages(ctx({ [flag]: '0' }))).not.toContain(page);
  });

  it('lists responsible gaming last, after the pages the spec names', () => {
    expect(pages(ctx({ RESPGAM3: '1', MAILCEN: '1', REWCEN3: '1' })).at(-1)).toBe('responsibleGaming');
  });

  it('hides deposit and withdraw under CREDITMAR3', () => {
    const shown = pages(ctx({ DEPOSIT: '1', WITHDRAW: '1', CREDITMAR3: 'Y' }));
    expect(shown).not.toContain('depositv2');
    expect(shown).not.toContain('withdraw');
  });

  it('shows transfer to upline only with toUpline 1, a role other than 2, and AGETRANSFERUP3', () => {
    const on = { AGETRANSFERUP3: '1' };
    expect(pages(ctx(on, { member: { toUpline: 1 } }))).toContain('transferUpline');
    expect(pages(ctx(on, { member: { toUpline: '1' }, role: ROLE_TABLE[1] }))).toContain('transferUpline');
    expect(pages(ctx(on, { member: { toUpline: 1 }, role: ROLE_TABLE[2] }))).not.toContain('transferUpline');
    expect(pages(ctx(on, { member: { toUpline: 0 } }))).not.toContain('transferUpline');
    expect(pages(ctx({}, { member: { toUpline: 1 } }))).not.toContain('transferUpline');
    expect(pages(ctx(on))).not.toContain('transferUpline');
  });

  it('hides fund transfer for a single wallet', () => {
    expect(pages(ctx({}, { wallet: { isSingle: true } }))).not.toContain('transferFund');
    expect(pages(ctx({}, { wallet: { isSingle: 'Y' } }))).not.toContain('transferFund');
    expect(pages(ctx({}, { wallet: { isSingle: false } }))).toContain('transferFund');
  });

  it('shows mission pages only when the MISSION promo is enabled', () => {
    const on = ctx({}, { availablePromo: { MISSION: { enabled: true, count: 3 } } });
    expect(pages(on)).toEqual(expect.arrayContaining(['missionActivity', 'missionLeaderboard']));
    const off = ctx({}, { availablePromo: { MISSION: { enabled: false } } });
    expect(pages(off)).not.toContain('missionActivity');
  });

  it('shows referral when the REFERRAL promo is enabled or no promos are configured', () => {
    expect(pages(ctx({}, { availablePromo: { REFERRAL: { enabled: 'Y' } } }))).toContain('referral');
    expect(pages(ctx({}, { availablePromo: null }))).toContain('referral');
    expect(pages(ctx({}, { availablePromo: {} }))).toContain('referral');
    expect(pages(ctx({}, { availablePromo: { REFERRAL: { enabled: false } } }))).not.toContain('referral');
    expect(pages(ctx({}, { availablePromo: { MISSION: { enabled: true } } }))).not.toContain('referral');
  });
});

describe('resolveMemberCentrePage', () => {
  it('opens securityCenter by default', () => {
    expect(resolveMemberCentrePage(undefined, ctx())).toEqual({ centre: 'member', page: 'securityCenter' });
  });

  it('sends the task pages to rewardCenter', () => {
    for (const name of ['signInTask', 'newbieTask', 'rescueTask', 'promoList']) {
      expect(resolveMemberCentrePage(name, ctx({ REWCEN3: '1' }))).toEqual({ centre: 'member', page: 'rewardCenter' });
    }
  });

  it('falls back to securityCenter for hidden or unknown pages', () => {
    expect(resolveMemberCentrePage('messageV2', ctx({ MAILCEN: '0' })).page).toBe('securityCenter');
    expect(resolveMemberCentrePage('nowhere', ctx()).page).toBe('securityCenter');
  });

  it('sends agents who open referral to the agent centre register centre', () => {
    expect(resolveMemberCentrePage('referral', ctx({}, { role: ROLE_TABLE[1] }))).toEqual({
      centre: 'agent',
      page: 'registerCenter',
    });
    expect(resolveMemberCentrePage('referral', ctx())).toEqual({ centre: 'member', page: 'referral' });
  });
});

describe('infoBarEntries', () => {
  it('defaults to deposit and withdraw when the member centre shows them', () => {
    expect(infoBarEntries(ctx({ DEPOSIT: '1', WITHDRAW: '1' }))).toEqual(['depositv2', 'withdraw']);
    expect(infoBarEntries(ctx({ DEPOSIT: '1', WITHDRAW: '1', CREDITMAR3: '1' }))).toEqual([]);
  });

  it('keeps configured entries that are visible', () => {
    expect(infoBarEntries(ctx({ REWCEN3: '1' }), ['rewardCenter', 'messageV2'])).toEqual(['rewardCenter']);
  });
});
