import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { publicStateFixture } from '../testing/fixtures';
import { fakePlatform, renderPages } from '../testing/render';
import PromotionsBadgeItem from './PromotionsBadgeItem';

/** A player of a role with the public state counting three promotions, on a merchant with or without REWCEN3. */
async function renderBadge(isAgent: 0 | 1 | 2 | 4 | 40 | 41 | 42, rewardCentre = true) {
  const publicState = vi.fn(async () => ({ ...publicStateFixture(), availablePromoCount: 3 }));
  const { platform } = fakePlatform({
    mocks: { member: { publicState } },
    player: { token: 'tok-1', username: 'member01', isAgent },
  });
  platform.flags.evaluate({ REWCEN3: rewardCentre ? '1' : '0' });
  await renderPages({
    platform,
    pages: {
      '/': () => (
        <>
          <p>page</p>
          <PromotionsBadgeItem />
        </>
      ),
    },
  });
  await screen.findByText('page');
  return { platform, publicState };
}

describe('the available-promotions badge', () => {
  it.each([0, 1, 2] as const)(
    'shows the count to isAgent %i, heard with its name, and opens the reward centre',
    async (isAgent) => {
      const { platform } = await renderBadge(isAgent);
      const badge = await screen.findByRole('button', { name: 'Reward Center, 3 available' });
      expect(badge).toHaveTextContent('3');
      await userEvent.click(badge);
      expect(platform.ui.dialog).toEqual({ kind: 'memberCentre', page: 'rewardCenter' });
    },
  );

  it.each([4, 40, 41, 42] as const)('is absent for isAgent %i, which does not receive promotions', async (isAgent) => {
    const { publicState } = await renderBadge(isAgent);
    expect(screen.queryByRole('button', { name: /Reward Center/ })).toBeNull();
    expect(publicState).not.toHaveBeenCalled();
  });

  it('is absent where the merchant has no reward centre to open (REWCEN3 off)', async () => {
    const { publicState } = await renderBadge(0, false);
    await vi.waitFor(() => expect(publicState).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Reward Center/ })).toBeNull();
  });
});
