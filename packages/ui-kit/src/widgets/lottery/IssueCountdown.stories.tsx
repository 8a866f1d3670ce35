import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyT } from '../shared/story.helpers';
import { IssueCountdown } from './IssueCountdown';

const closeTime = Date.UTC(2026, 0, 1, 4, 5, 6);

const meta = {
  title: 'Widgets/Lottery/IssueCountdown',
  component: IssueCountdown,
  args: { numero: '20260101-0245', display: '00:00:42', closeTime, locked: false },
} satisfies Meta<typeof IssueCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The issue, the time to its draw and when bets close. */
export const Open: Story = {
  play: async (context) => {
    const t = storyT(context);
    const { canvas } = context;
    await expect(canvas.getByText(t('lottery.issue', { numero: '20260101-0245' }))).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:00:42');
    await expect(canvas.queryByText(t('lottery.locked'))).toBeNull();
  },
};

/** Past the lock time: betting closed until the draw. */
export const Locked: Story = {
  args: { display: '00:00:04', locked: true },
  play: async (context) => {
    await expect(context.canvas.getByText(storyT(context)('lottery.locked'))).toBeVisible();
  },
};

/** Under 1 s (or over 1000 hours) the figure is hidden. */
export const Hidden: Story = {
  args: { display: '--:--:--' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('--:--:--');
  },
};

/** For a row of a side list: the time to the draw alone (its label read out, not shown), and "Closed" once bets are. */
export const Compact: Story = {
  args: { compact: true },
  play: async (context) => {
    const t = storyT(context);
    const { canvas } = context;
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:00:42');
    await expect(canvas.queryByText(t('lottery.issue', { numero: '20260101-0245' }))).toBeNull();
    await expect(canvas.queryByText(t('lottery.closed'))).toBeNull();
    // The label is there for a screen reader, out of sight.
    await expect(canvas.getByText(t('lottery.closesIn')).getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A compact countdown past the lock time says so in one word. */
export const CompactLocked: Story = {
  args: { compact: true, display: '00:00:04', locked: true },
  play: async (context) => {
    await expect(context.canvas.getByText(storyT(context)('lottery.closed'))).toBeVisible();
    await expect(context.canvas.queryByText(storyT(context)('lottery.locked'))).toBeNull();
  },
};
