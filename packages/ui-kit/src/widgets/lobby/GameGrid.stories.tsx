import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button/Button';
import { storyGames, thaiGames, vietnameseGames } from '../shared/story.data';
import { storyT } from '../shared/story.helpers';
import { GameGrid } from './GameGrid';
import { GamePopup, type GamePopupProps } from './GamePopup';

const meta = {
  title: 'Widgets/Lobby/GameGrid',
  component: GameGrid,
  args: {
    label: 'PG 电子',
    games: storyGames(16),
    loggedIn: true,
    onPlay: fn(),
    onTrial: fn(),
    onToggleFavourite: fn(),
  },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of games, with the pagination of a server-paged list (40 a page). */
export const Games: Story = {
  args: { page: 1, pageCount: 5, onPageChange: fn() },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await expect(canvas.getAllByRole('article')).toHaveLength(16);
    await userEvent.click(canvas.getByRole('button', { name: t('pagination.page', { page: 2 }) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Loading: skeleton tiles of the tiles' size, announced once. */
export const Loading: Story = { args: { loading: true, skeletonCount: 12 } };

/** Nothing to show (no favourites yet): the empty state. */
export const Empty: Story = {
  args: { games: [] },
  play: async (context) => {
    await expect(context.canvas.getByText(storyT(context)('in_no_data'))).toBeInTheDocument();
  },
};

export const StressThai: Story = { globals: { locale: 'TH' }, args: { games: thaiGames } };

export const StressVietnamese: Story = { globals: { locale: 'VI' }, args: { games: vietnameseGames } };

function PopupOpener(props: Omit<GamePopupProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>PG 电子</Button>
      <GamePopup {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The game popup of a vendor card: 10 a page; closing it starts again at page 1. */
export const Popup: StoryObj<typeof PopupOpener> = {
  render: () => (
    <PopupOpener
      vendorName="PG 电子"
      games={storyGames(34)}
      loggedIn
      onPlay={fn()}
      onTrial={fn()}
      onToggleFavourite={fn()}
    />
  ),
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: 'PG 电子' }));
    let dialog = await screen.findByRole('dialog', { name: t('lobby.gameList', { vendor: 'PG 电子' }) });
    await expect(within(dialog).getAllByRole('article')).toHaveLength(10);
    await userEvent.click(within(dialog).getByRole('button', { name: t('pagination.page', { page: 4 }) }));
    await expect(within(dialog).getAllByRole('article')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'PG 电子' }));
    dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getAllByRole('article')).toHaveLength(10);
    await expect(within(dialog).getByRole('button', { name: t('pagination.page', { page: 1 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
