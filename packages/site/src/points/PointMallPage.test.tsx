import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestPlatform, renderPages } from '../testing/render';
import { PointMallPage } from './PointMallPage';
import { validatePointMallSearch } from './points.search';

const reward = (id: number, type: number, name: string) => ({
  id,
  name,
  imageLink: `/r/${id}.svg`,
  merchandiseImages: [{ type: 'S' as const, imageUrl: `/r/${id}-1.svg` }],
  price: 1000 * id,
  mpPointAmount: null,
  mpMoneyAmount: null,
  displayPointMoneyAmt: 'N' as const,
  inventory: 5,
  adjustedCount: 0,
  description: '<p>ok</p>',
  type,
});

function mall(options: { loggedIn: boolean }) {
  const points = {
    rewardTypes: vi.fn(async () => [
      { typeId: 1, name: 'Gifts', chineseName: '实物', i18nStr: {} },
      { typeId: 8, name: 'Luxury', chineseName: '奢侈品', i18nStr: { EN: 'Luxury goods' } },
    ]),
    rewards: vi.fn(async () => ({
      list: [1, 2, 3, 4, 5].map((id) => reward(id, 1, `Gift ${id}`)).concat(reward(6, 8, 'Watch')),
      total: 6,
      page: 1,
      size: 1000,
      totalPages: 1,
    })),
    balance: vi.fn(async () => ({ points: 50_000, updatedAt: 1 })),
    redeem: vi.fn(async (_values: unknown) => ({ record: {}, points: 49_000, balance: 10 })),
  };
  const test = createTestPlatform({
    mocks: { points },
    session: options.loggedIn ? { token: 'tok', username: 'member01', isAgent: '0' } : {},
  });
  return { points, test };
}

async function render(test: ReturnType<typeof createTestPlatform>, path = '/pointMall') {
  return renderPages({
    platform: test.platform,
    path,
    pages: { '/pointMall': { component: PointMallPage, validateSearch: validatePointMallSearch } },
  });
}

describe('PointMallPage', () => {
  it('asks for page 1 of 1000 rewards and shows 3 a type in All, the chosen type in the address', async () => {
    const { points, test } = mall({ loggedIn: false });
    const { router } = await render(test);
    const gifts = await screen.findByRole('region', { name: 'Physical gifts' });
    expect(within(gifts).getAllByRole('article')).toHaveLength(3);
    expect(points.rewards).toHaveBeenCalledWith({ page: 1, size: 1000 });
    await userEvent.click(screen.getByRole('tab', { name: 'Luxury goods' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 8 }));
  });

  it('sends a visitor who redeems to the login dialog, with in_sorry_in', async () => {
    const { test } = mall({ loggedIn: false });
    await render(test);
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Gift 1' })).getByRole('button', {
        name: 'Redeem with points',
      }),
    );
    expect(test.platform.ui.dialog).toEqual({ kind: 'login' });
    expect(test.platform.ui.toasts.getSnapshot().map((toast) => toast.title)).toContain('Sorry, please log in first.');
  });

  it('sends the redemption encrypted and thanks the player', async () => {
    const { points, test } = mall({ loggedIn: true });
    await render(test, '/pointMall?type=1');
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Gift 2' })).getByRole('button', {
        name: 'Redeem with points',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Gift 2' });
    await userEvent.type(within(dialog).getByLabelText(/^Login password/), 'Demo1234');
    await userEvent.type(within(dialog).getByLabelText(/^Recipient name/), 'Lucky');
    await userEvent.type(within(dialog).getByLabelText(/^Delivery address/), '8 Road');
    await userEvent.type(within(dialog).getByLabelText(/^Contact number/), '13800138000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await waitFor(() =>
      expect(points.redeem).toHaveBeenCalledWith({
        rewardId: 2,
        quantity: 1,
        redeemType: 'P',
        password: 'Demo1234',
        name: 'Lucky',
        address: '8 Road',
        phone: '13800138000',
        remarks: '',
      }),
    );
    const [post] = test.server.callsTo('POST /wps/relay/redeemPointReward');
    expect(post?.headers.get('Encryption')).toBeTruthy();
    expect(post?.body).not.toContain('Demo1234');
    await waitFor(() =>
      expect(test.platform.ui.toasts.getSnapshot().map((toast) => toast.title)).toContain('Exchange successful.'),
    );
  });
});
