import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GlobalDialogs } from '../app/GlobalDialogs';
import { balanceFixture } from '../testing/fixtures';
import { renderWithShell } from '../testing/render';
import AgentHost from './AgentHost';

const agent = { token: 'tok-1', isAgent: '1', username: 'agent01', merchantCode: 'AURUM' };
const rates = [{ betVolume: 1000, activeMember: 2, rateType: 'P', rate: 0.005 }];
const offer = { offeredBy: null, createdAt: 0, acceptedAt: null, effectiveFrom: null };

/** The consolidated contract GET: a pending daily offer and a real-time contract in force, with their info blocks. */
function consolidated(dailyStatus = 'P') {
  return {
    divtypecompperiodreq: [],
    dailysalreqtype: [{ id: 11, status: dailyStatus, details: rates, ...offer }],
    contracthoursalreq: [],
    realtimesalreqtype: [
      {
        contractId: 12,
        status: 'V',
        realTimeSalaryRates: [{ betAmount: 10, lossRate: 0.004, winRate: 0.002 }],
        ...offer,
      },
    ],
    contracthoursalinfo: [],
    dailysalinfotype: [{ agentId: 1, account: 'agent01', status: dailyStatus, level: 0 }],
    realtimesalinfotype: [{ agentId: 1, account: 'agent01', status: 'V', level: 0 }],
    divtypeinfo: [],
    divtypecompperiodinfo: [],
  };
}

const overview = {
  startDate: 0,
  endDate: 1,
  teamSize: 8,
  directMembers: 3,
  agents: 2,
  newMembers: 1,
  activeMembers: 5,
  firstDeposits: 1,
  depositAmount: 100,
  withdrawAmount: 50,
  bets: { betAmount: 10, validBet: 10, winAmount: 5, profitLoss: -5, count: 2 },
  teamBalance: 900,
};

const around = (
  <>
    <GlobalDialogs />
    <AgentHost />
  </>
);

describe('the agent feature', () => {
  it('offers the pending requests after login, sends the daily acceptance and reloads the list', async () => {
    sessionStorage.removeItem('agent.contractsOffered');
    const user = userEvent.setup();
    let answered = false;
    const { messages, server } = await renderWithShell(around, {
      session: agent,
      routes: {
        'GET /wps/v2/wallets/balance': { value: balanceFixture() },
        'GET /wps/contract/consolidated': () => ({ value: consolidated(answered ? 'V' : 'P') }),
        'POST /wps/relay/contract/dailySalary': () => {
          answered = true;
          return { value: { contractId: 11, kind: 'daily', status: 'V', effectiveFrom: null } };
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: messages['agent.contracts.requestsTitle'] });
    // The after-login view: the pending request only, its rate as percent with 2 decimals.
    expect(within(dialog).queryByRole('heading', { name: messages['agent.contracts.termination'] })).toBeNull();
    expect(await within(dialog).findByText('0.50%')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.contract_action_accept }));
    expect(await within(dialog).findByText(messages.contract_request_success)).toBeInTheDocument();
    // With the status the agent saw, so a second click (or a retry) cannot move the contract on.
    expect(JSON.parse(server.callsTo('POST /wps/relay/contract/dailySalary')[0]?.body ?? 'null')).toEqual({
      id: 11,
      status: 'A',
      from: 'P',
    });
    await waitFor(() => expect(within(dialog).getByText(messages['agent.contracts.nonePending'])).toBeInTheDocument());
    expect(sessionStorage.getItem('agent.contractsOffered')).toBe('1');
  });

  it('shows the menu by the flags and the contracts held, and the page’s figures', async () => {
    sessionStorage.setItem('agent.contractsOffered', '1');
    const routes = {
      'GET /wps/v2/wallets/balance': { value: balanceFixture() },
      'GET /wps/contract/consolidated': { value: consolidated('V') },
      'GET /wps/agent/team/overview': { value: overview },
    };
    const { platform, messages } = await renderWithShell(around, { session: agent, routes });
    act(() => platform.flags.evaluate({ AGEPAG: '1', TEAMBETTING3: '0', AGETEAMPNL3: '1' }));
    act(() => platform.ui.openDialog({ kind: 'agentCentre' }));
    const centre = await screen.findByRole('dialog', { name: messages['agent.title'] });
    const menu = within(centre).getByRole('navigation', { name: messages['agent.title'] });
    await waitFor(() => expect(within(menu).getAllByRole('button').length).toBeGreaterThan(3));
    const names = within(menu)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toContain(messages['agent.centre.page.palStatementsAgentCopy']);
    expect(names).toContain(messages['agent.centre.page.agentDailyWages2']);
    expect(names).toContain(messages['agent.centre.page.agentRealtimeSalary']);
    expect(names).not.toContain(messages['agent.centre.page.agentTeamBetting']);
    expect(names).not.toContain(messages['agent.centre.page.agentHourSalary']);
    expect(await within(centre).findByText('8')).toBeInTheDocument();
  });

  it('tells a member without the Agent menu that the centre is for agents', async () => {
    const { platform, messages } = await renderWithShell(around, {
      session: { ...agent, isAgent: '0', username: 'member01' },
      routes: { 'GET /wps/contract/consolidated': { value: consolidated('V') } },
    });
    act(() => platform.flags.evaluate({ AGEPAG: '1' }));
    act(() => platform.ui.openDialog({ kind: 'agentCentre' }));
    const centre = await screen.findByRole('dialog', { name: messages['agent.title'] });
    expect(await within(centre).findByText(messages['agent.role.required'])).toBeInTheDocument();
  });
});
