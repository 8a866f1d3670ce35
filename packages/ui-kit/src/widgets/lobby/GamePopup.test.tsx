import { createTranslator, type Messages } from '@platform/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { GameGrid } from './GameGrid';
import { GamePopup } from './GamePopup';
import { makeGames } from './lobby.fixtures.test-helpers';

function PopupHarness({ count }: { count: number }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <GamePopup open={open} onOpenChange={setOpen} vendorName="PG Soft" games={makeGames(count)} onPlay={vi.fn()} />
    </>
  );
}

const gameNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('article')
    .map((tile) => tile.getAttribute('aria-labelledby') && within(tile).getByRole('img').getAttribute('alt'));

describe('GamePopup', () => {
  it('shows the vendor games 10 a page', async () => {
    const user = userEvent.setup({ delay: null });
    const { messages } = await renderWithI18n(<PopupHarness count={23} />);
    const t = createTranslator(messages as Messages);
    const dialog = screen.getByRole('dialog', { name: t('lobby.gameList', { vendor: 'PG Soft' }) });
    expect(gameNames(dialog)).toHaveLength(10);
    expect(gameNames(dialog)[0]).toBe('Game 1');
    await user.click(within(dialog).getByRole('button', { name: t('pagination.page', { page: 3 }) }));
    expect(gameNames(dialog)).toEqual(['Game 21', 'Game 22', 'Game 23']);
  });

  it('opens at page 1 again after closing', async () => {
    const user = userEvent.setup({ delay: null });
    const { messages } = await renderWithI18n(<PopupHarness count={23} />);
    const t = createTranslator(messages as Messages);
    await user.click(screen.getByRole('button', { name: t('pagination.page', { page: 2 }) }));
    expect(gameNames(screen.getByRole('dialog'))[0]).toBe('Game 11');
    await user.click(screen.getByRole('button', { name: t('common.close') }));
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(gameNames(screen.getByRole('dialog'))[0]).toBe('Game 1');
  });

  it('asks the server for page 1 on close when the pages come from it', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { messages } = await renderWithI18n(
      <GamePopup
        open
        onOpenChange={vi.fn()}
        vendorName="JDB"
        games={makeGames(10)}
        page={4}
        pageCount={6}
        onPageChange={onPageChange}
        onPlay={vi.fn()}
      />,
    );
    const t = createTranslator(messages as Messages);
    await user.click(screen.getByRole('button', { name: t('pagination.next') }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    await user.click(screen.getByRole('button', { name: t('common.close') }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });
});

describe('GameGrid', () => {
  it('shows skeleton tiles while loading and says so', async () => {
    const { messages, container } = await renderWithI18n(
      <GameGrid label="Slots" games={[]} loading skeletonCount={8} onPlay={vi.fn()} />,
    );
    const t = createTranslator(messages as Messages);
    expect(screen.getByRole('region', { name: 'Slots' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(t('common.loading'));
    expect(container.querySelectorAll('li')).toHaveLength(8);
  });

  it('shows the empty state when there are no games', async () => {
    const { messages } = await renderWithI18n(<GameGrid label="Slots" games={[]} onPlay={vi.fn()} />);
    expect(screen.getByText(createTranslator(messages as Messages)('in_no_data'))).toBeInTheDocument();
  });

  it('lists the games with a pagination when the list has pages', async () => {
    await renderWithI18n(
      <GameGrid label="Slots" games={makeGames(4)} page={1} pageCount={3} onPageChange={vi.fn()} onPlay={vi.fn()} />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });
});
