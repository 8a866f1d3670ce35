import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button/Button';
import { storyGames, thaiGames, vietnameseGames } from '../shared/story.data';
import { storyT } from '../shared/story.helpers';
import { DepositPrompt } from './DepositPrompt';
import { HotGamesModal, type HotGamesModalProps } from './HotGamesModal';
import { UnavailableDomainModal } from './UnavailableDomainModal';

function HotGamesOpener(props: Omit<HotGamesModalProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>AG 真人</Button>
      <HotGamesModal {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Widgets/Modals',
  component: HotGamesOpener,
  args: {
    games: storyGames(30),
    maintenance: { start: '2024-05-01 02:00', end: '2024-05-01 06:00' },
    loggedIn: true,
    onPlay: fn(),
    onTrial: fn(),
  },
} satisfies Meta<typeof HotGamesOpener>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A vendor under maintenance: the window, then hot games 12 a slide. */
export const RecommendedHotGames: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: 'AG 真人' }));
    const modal = await screen.findByRole('dialog', { name: t('lobby.hotGames.title') });
    const slides = within(modal).getAllByRole('group');
    await expect(slides.map((slide) => within(slide).getAllByRole('article').length)).toEqual([12, 12, 6]);
    const first = args.games[0]!;
    await userEvent.click(within(modal).getByRole('button', { name: `${t('lobby.playNow')} ${first.name}` }));
    await expect(args.onPlay).toHaveBeenCalledWith(first);
  },
};

export const HotGamesStressThai: Story = { globals: { locale: 'TH' }, args: { games: thaiGames } };

export const HotGamesStressVietnamese: Story = { globals: { locale: 'VI' }, args: { games: vietnameseGames } };

function DomainOpener() {
  const [open, setOpen] = useState(false);
  const retry = fn(() => new Promise((resolve) => setTimeout(resolve, 400)));
  return (
    <>
      <Button onClick={() => setOpen(true)}>线路检测</Button>
      <UnavailableDomainModal open={open} onRetry={retry} onCustomerService={() => setOpen(false)} />
    </>
  );
}

/** The domain cannot be reached: retry (busy while it pings) or customer service; Escape does not close it. */
export const UnavailableDomain: StoryObj = {
  render: () => <DomainOpener />,
  play: async (context) => {
    const t = storyT(context);
    await userEvent.click(context.canvas.getByRole('button', { name: '线路检测' }));
    const modal = await screen.findByRole('alertdialog', { name: t('errors.domain.unavailableTitle') });
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    const retry = within(modal).getByRole('button', { name: t('common.retry') });
    await userEvent.click(retry);
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(within(modal).getByRole('button', { name: t('common.customerService') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

function DepositOpener({ onDeposit }: { onDeposit: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>立即游戏</Button>
      <DepositPrompt open={open} onOpenChange={setOpen} onDeposit={onDeposit} />
    </>
  );
}

/** A launch answered balance-not-enough: cancel or deposit. */
export const DepositPromptStory: StoryObj<typeof DepositOpener> = {
  name: 'Deposit prompt',
  args: { onDeposit: fn() },
  render: (args) => <DepositOpener {...args} />,
  play: async (context) => {
    const t = storyT(context);
    await userEvent.click(context.canvas.getByRole('button', { name: '立即游戏' }));
    const prompt = await screen.findByRole('alertdialog', { name: t('payments.depositPrompt.title') });
    await userEvent.click(within(prompt).getByRole('button', { name: t('payments.depositPrompt.deposit') }));
    await expect(context.args.onDeposit).toHaveBeenCalledOnce();
  },
};
