import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyT } from '../shared/story.helpers';
import { type QuickBetOutcome, QuickBetPanel } from './QuickBetPanel';

const meta = {
  title: 'Widgets/Lottery/QuickBetPanel',
  component: QuickBetPanel,
  args: {
    bets: [
      { id: 'CQSSC', gameName: 'Chongqing SSC', numbers: ['3', '1', '4', '1', '5'] },
      { id: 'GD11X5', gameName: 'Guangdong 11X5', numbers: ['02', '04', '07', '09', '11'] },
    ],
    onReroll: fn(),
    onBet: fn(async (): Promise<QuickBetOutcome> => ({ ok: true, numero: '20260101-0245' })),
  },
} satisfies Meta<typeof QuickBetPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Re-roll asks for new numbers; a bet with the stake is announced with its issue. */
export const PlaceABet: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await expect(
      canvas.getByRole('list', {
        name: t('lottery.quickBet.picks', { game: 'Chongqing SSC', numbers: '3 1 4 1 5' }),
      }),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('lottery.quickBet.reroll', { game: 'Guangdong 11X5' }) }),
    );
    await expect(args.onReroll).toHaveBeenCalledWith('GD11X5');
    const stake = canvas.getByRole('textbox', { name: t('lottery.quickBet.stake') });
    await userEvent.clear(stake);
    await userEvent.type(stake, '5');
    await userEvent.click(canvas.getByRole('button', { name: `${t('lottery.quickBet.submit')} Chongqing SSC` }));
    await expect(args.onBet).toHaveBeenCalledWith(expect.objectContaining({ id: 'CQSSC' }), 5);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      t('lottery.quickBet.placed', { game: 'Chongqing SSC', numero: '20260101-0245' }),
    );
  },
};

/** A stake under the minimum is refused before any call. */
export const BadStake: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    const stake = canvas.getByRole('textbox', { name: t('lottery.quickBet.stake') });
    await userEvent.clear(stake);
    await userEvent.type(stake, '0.5');
    await userEvent.click(canvas.getByRole('button', { name: `${t('lottery.quickBet.submit')} Guangdong 11X5` }));
    await expect(stake).toHaveAccessibleDescription(t('lottery.quickBet.stakeInvalid', { min: 1 }));
    await expect(args.onBet).not.toHaveBeenCalled();
  },
};

/** A refusal from the server is shown in its words. */
export const Refused: Story = {
  args: { onBet: fn(async (): Promise<QuickBetOutcome> => ({ ok: false, message: 'Not enough balance.' })) },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: `${t('lottery.quickBet.submit')} Chongqing SSC` }));
    await expect(await canvas.findByText('Not enough balance.')).toBeVisible();
  },
};
