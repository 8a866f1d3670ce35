import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { balanceFixture } from '../../testing/fixtures';
import { fakePlatform, renderPages } from '../../testing/render';
import RealityCheckWatch from './RealityCheckWatch';
import { rgKeys } from './rg.queries';

const login = Date.UTC(2026, 10, 29, 9, 0);
const answer = (minutesInSession: number, nextCheckAt: number | null, minutes = 15) => ({
  sessionStartedAt: login,
  minutesInSession,
  wagered: 20,
  net: -12.5,
  realityCheckMinutes: minutes,
  nextCheckAt,
});

function setUp(answers: ReturnType<typeof answer>[], flag = '1') {
  const realityCheck = vi.fn(async () => answers.shift() ?? answer(16, login + 30 * 60_000));
  const test = fakePlatform({
    mocks: { responsibleGaming: { realityCheck }, wallet: { balance: vi.fn(async () => balanceFixture()) } },
    player: { token: 'tok-1', username: 'member01', isAgent: 0 },
  });
  test.platform.flags.evaluate({ RESPGAM3: flag });
  return { ...test, realityCheck };
}

const askAgain = (platform: ReturnType<typeof setUp>['platform']) =>
  act(() => platform.queryClient.refetchQueries({ queryKey: rgKeys.realityCheck }));

describe('the reality check', () => {
  it('reminds once the server has moved past the awaited reminder, with the figures since login', async () => {
    const { platform, realityCheck } = setUp([answer(3, login + 15 * 60_000), answer(15, login + 30 * 60_000)]);
    await renderPages({ platform, pages: { '/': () => <RealityCheckWatch /> } });
    await waitFor(() => expect(realityCheck).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await askAgain(platform);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(within(dialog).getByText('You have been playing for 15 min.')).toBeInTheDocument();
    expect(within(dialog).getByText('-¥12.50')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // The same reminder is not shown twice.
    await askAgain(platform);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('only re-arms when the player changes the interval or turns reminders off', async () => {
    const { platform, realityCheck } = setUp([
      answer(3, login + 15 * 60_000),
      answer(4, login + 30 * 60_000, 30),
      answer(5, null, 0),
    ]);
    await renderPages({ platform, pages: { '/': () => <RealityCheckWatch /> } });
    await waitFor(() => expect(realityCheck).toHaveBeenCalledTimes(1));
    await askAgain(platform);
    await askAgain(platform);
    expect(realityCheck).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks nothing where the merchant has no responsible gaming', async () => {
    const { platform, realityCheck } = setUp([], '0');
    await renderPages({ platform, pages: { '/': () => <RealityCheckWatch /> } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(realityCheck).not.toHaveBeenCalled();
  });
});
