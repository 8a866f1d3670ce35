import { describe, expect, it } from 'vitest';
import { createFlagsStore, type FlagDefaults } from '../flags/flags.merge';
import { type IsAgentValue, ROLE_TABLE } from '../roles/roles.table';
import {
  agentAbilities,
  agentMenuVisible,
  resolveAgentCentrePage,
  visibleAgentCentrePages,
} from './agent-centre.visibility';
import type { VisibilityContext } from './visibility.context';

const ctx = (server: FlagDefaults = {}, isAgent: IsAgentValue = 1, extra: Partial<VisibilityContext> = {}) => {
  const flags = createFlagsStore({});
  flags.evaluate(server);
  return { flags, loggedIn: true, role: ROLE_TABLE[isAgent], ...extra };
};

describe('Agent menu', () => {
  it('shows for isAgent 1, 2, 41 and 42 with AGEPAG on', () => {
    const shown = ([0, 1, 2, 4, 40, 41, 42] as const).filter((v) => agentMenuVisible(ctx({}, v)));
    expect(shown).toEqual([1, 2, 41, 42]);
    expect(agentMenuVisible(ctx({ AGEPAG: '0' }))).toBe(false);
  });

  it('stays hidden until the flags are evaluated and when logged out', () => {
    expect(agentMenuVisible({ ...ctx(), flags: createFlagsStore({}) })).toBe(false);
    expect(agentMenuVisible(ctx({}, 1, { loggedIn: false }))).toBe(false);
  });
});

describe('agent centre pages', () => {
  it('shows the standing pages and hides the flagged and contract ones by default', () => {
    expect(visibleAgentCentrePages(ctx())).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'agentTeamManagement',
      'agentTransfer',
      'agentIncome',
      'personalHistoryCopy',
      'agentRedRain',
    ]);
  });

  it('shows team betting with TEAMBETTING3 and user loss with AGETEAMPNL3', () => {
    const pages = visibleAgentCentrePages(ctx({ TEAMBETTING3: '1', AGETEAMPNL3: 'Y' }));
    expect(pages).toContain('agentTeamBetting');
    expect(pages).toContain('palStatementsAgentCopy');
  });

  it('shows salary and dividend entries only when the server enables them with value 1', () => {
    const pages = visibleAgentCentrePages(
      ctx({}, 1, {
        agentEntries: {
          agentDividendRecordCopy2: 1,
          agentDailyWages2: '1',
          agentHourSalary: { enabled: 1 },
          agentRealtimeSalary: 0,
          agentRedRain: { enabled: 0 },
        },
      }),
    );
    expect(pages).toEqual(expect.arrayContaining(['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary']));
    expect(pages).not.toContain('agentRealtimeSalary');
    expect(pages).not.toContain('agentRedRain');
  });

  it('shows nothing to a member without the Agent menu', () => {
    expect(visibleAgentCentrePages(ctx({}, 0))).toEqual([]);
  });
});

describe('resolveAgentCentrePage', () => {
  it('opens agentTeamOverview by default and a visible page on request', () => {
    expect(resolveAgentCentrePage(undefined, ctx())).toBe('agentTeamOverview');
    expect(resolveAgentCentrePage('registerCenter', ctx())).toBe('registerCenter');
    expect(resolveAgentCentrePage('agentHourSalary', ctx())).toBe('agentTeamOverview');
  });

  it('falls back to the first visible page when the server disables the overview', () => {
    expect(resolveAgentCentrePage(null, ctx({}, 1, { agentEntries: { agentTeamOverview: 0 } }))).toBe(
      'agentAnnouncement',
    );
  });

  it('has no page for a member', () => {
    expect(resolveAgentCentrePage('agentTeamOverview', ctx({}, 0))).toBeNull();
  });
});

describe('agentAbilities', () => {
  it('allows transfers to several downlines with AGENTRANSMULTDOWN3', () => {
    expect(agentAbilities(ctx({ AGENTRANSMULTDOWN3: '1' }))).toEqual({ transferToMultipleDownlines: true });
    expect(agentAbilities(ctx())).toEqual({ transferToMultipleDownlines: false });
    expect(agentAbilities(ctx({ AGENTRANSMULTDOWN3: '1' }, 0))).toEqual({ transferToMultipleDownlines: false });
  });
});
