import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { storyT } from '../shared/story.helpers';
import { PointsMall, type PointsMallProps } from './PointsMall';
import { PointsUserCard } from './PointsUserCard';
import { storyCurrency, storyReward, storyRewards, storyTabs } from './points.story-data';

/** The mall as the page uses it: the user card above, the tab kept by the page. */
function Mall(props: Omit<PointsMallProps, 'selected' | 'onSelect'> & { onRefresh: () => void; points?: number }) {
  const [selected, setSelected] = useState<'all' | number>('all');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <PointsUserCard points={props.points} onRefresh={props.onRefresh} moreLink={<a href="#detail">…</a>} />
      <PointsMall {...props} selected={selected} onSelect={setSelected} />
    </div>
  );
}

const meta = {
  title: 'Widgets/Points/PointsMall',
  component: Mall,
  args: {
    tabs: storyTabs,
    rewards: storyRewards,
    currency: storyCurrency,
    onRedeem: fn(),
    onRefresh: fn(),
    points: 123_456,
  },
} satisfies Meta<typeof Mall>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardsOf = (section: HTMLElement) => within(section).getAllByRole('article');

/** All: 3 rewards a type and show-more; a type: 7; the buttons open the dialog on tab 0 or 1. */
export const CapsAndShowMore: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await expect(canvas.getByText('123,456')).toBeInTheDocument();
    const gifts = canvas.getByRole('region', { name: '实物奖品' });
    await expect(cardsOf(gifts)).toHaveLength(3);
    await expect(cardsOf(canvas.getByRole('region', { name: '虚拟奖品' }))).toHaveLength(2);
    await userEvent.click(within(gifts).getByRole('button', { name: t('points.showMoreOf', { type: '实物奖品' }) }));
    await expect(cardsOf(canvas.getByRole('region', { name: '实物奖品' }))).toHaveLength(9);

    await userEvent.click(canvas.getByRole('tab', { name: '实物奖品' }));
    const type = canvas.getByRole('region', { name: '实物奖品' });
    await expect(cardsOf(type)).toHaveLength(7);
    await userEvent.click(within(type).getByRole('button', { name: t('points.showMoreOf', { type: '实物奖品' }) }));
    await expect(cardsOf(canvas.getByRole('region', { name: '实物奖品' }))).toHaveLength(9);

    const first = canvas.getByRole('article', { name: '奖品 1' });
    await userEvent.click(within(first).getByRole('button', { name: t('points.redeemPM') }));
    await expect(args.onRedeem).toHaveBeenCalledWith(storyRewards[0], 'PM');
    await userEvent.click(within(first).getByRole('button', { name: t('points.redeemPoints') }));
    await expect(args.onRedeem).toHaveBeenLastCalledWith(storyRewards[0], 'P');
  },
};

/** Sold out disables both buttons; a PM-only reward offers only points plus money. */
export const SoldOutAndPointsPlusMoneyOnly: Story = {
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    const soldOut = canvas.getByRole('article', { name: '奖品 10' });
    await expect(within(soldOut).getByText(t('points.soldOut'))).toBeInTheDocument();
    for (const button of within(soldOut).getAllByRole('button')) await expect(button).toBeDisabled();
    const pmOnly = canvas.getByRole('article', { name: '奖品 12' });
    await expect(within(pmOnly).getByRole('button', { name: t('points.redeemPoints') })).toBeDisabled();
    await expect(within(pmOnly).getByRole('button', { name: t('points.redeemPM') })).toBeEnabled();
  },
};

/** A visitor: the card asks to log in. */
export const Visitor: Story = {
  args: { points: undefined },
  play: async (context) => {
    const t = storyT(context);
    await expect(context.canvas.getByText(t('points.loginToSee'))).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rewards: [] },
  play: async (context) => {
    await expect(context.canvas.getByText(storyT(context)('points.empty'))).toBeInTheDocument();
  },
};

export const StressThai: Story = {
  globals: { locale: 'TH' },
  args: {
    tabs: [{ typeId: 1, label: stressText.th.word }],
    rewards: [1, 2, 3].map((id) => storyReward(id, { name: stressText.th.sentence })),
  },
};

export const StressVietnamese: Story = {
  globals: { locale: 'VI' },
  args: {
    tabs: [{ typeId: 1, label: stressText.vi.word }],
    rewards: [1, 2, 3].map((id) => storyReward(id, { name: stressText.vi.sentence })),
  },
};
