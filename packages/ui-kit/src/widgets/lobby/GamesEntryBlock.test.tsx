import { createTranslator, type Messages } from '@platform/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { type EntryItem, GamesEntryBlock } from './GamesEntryBlock';
import { ENTRY_CATEGORIES, entryPicks } from './games-entry.rules';

const items = (prefix: string, count: number): EntryItem[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, name: `${prefix} ${i + 1}`, imageUrl: '/x.png' }));

describe('entryPicks', () => {
  it('keeps 3 vendors a category and 1 popular lottery, the lottery only under lottery', () => {
    expect(entryPicks('live', items('L', 5), items('P', 2))).toEqual({ vendors: items('L', 3), lotteries: [] });
    expect(entryPicks('lottery', items('T', 1), items('P', 2))).toEqual({
      vendors: items('T', 1),
      lotteries: items('P', 1),
    });
  });

  it('sends More of rng to electron and of lottery to lott', () => {
    expect(ENTRY_CATEGORIES.map((row) => row.more)).toEqual(['sports', 'live', 'fish', 'pvp', 'electron', 'lott']);
  });
});

describe('GamesEntryBlock', () => {
  it('shows each category with vendors, 3 at most, and leaves out empty ones', async () => {
    const { messages } = await renderWithI18n(
      <GamesEntryBlock
        vendors={{ sports: items('S', 4), rng: items('R', 2) }}
        onOpenVendor={vi.fn()}
        onOpenLottery={vi.fn()}
        onMore={vi.fn()}
      />,
    );
    const t = createTranslator(messages as Messages);
    const sports = screen.getByRole('region', { name: t('lobby.gameType.SPORTS') });
    expect(within(sports).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('region', { name: t('lobby.gameType.LIVE') })).toBeNull();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      t('lobby.gameType.SPORTS'),
      t('lobby.gameType.RNG'),
    ]);
  });

  it('opens vendors, the popular lottery and the More pages', async () => {
    const onOpenVendor = vi.fn();
    const onOpenLottery = vi.fn();
    const onMore = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { messages } = await renderWithI18n(
      <GamesEntryBlock
        vendors={{ rng: items('R', 1), lottery: items('T', 1) }}
        popularLotteries={items('P', 3)}
        onOpenVendor={onOpenVendor}
        onOpenLottery={onOpenLottery}
        onMore={onMore}
      />,
    );
    const t = createTranslator(messages as Messages);
    await user.click(screen.getByRole('button', { name: 'R 1' }));
    expect(onOpenVendor).toHaveBeenCalledWith('rng', items('R', 1)[0]);
    await user.click(screen.getByRole('button', { name: `${t('lobby.popularLottery')} P 1` }));
    expect(onOpenLottery).toHaveBeenCalledWith(items('P', 1)[0]);
    expect(screen.queryByRole('button', { name: /P 2/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: `${t('lobby.more')} ${t('lobby.gameType.RNG')}` }));
    await user.click(screen.getByRole('button', { name: `${t('lobby.more')} ${t('lobby.gameType.LOTT')}` }));
    expect(onMore.mock.calls).toEqual([['electron'], ['lott']]);
  });
});
