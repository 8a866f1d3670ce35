import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button/Button';
import { stressText } from '../../storybook/story.text';
import { labelled, storyT } from '../shared/story.helpers';
import { storyCurrency, storyPhone, storyReward } from './points.story-data';
import type { RedeemKind } from './points.types';
import { RedeemDialog, type RedeemDialogProps, type RedeemOutcome } from './RedeemDialog';

function Opener(
  props: Omit<RedeemDialogProps, 'onClose' | 'reward'> & { reward: NonNullable<RedeemDialogProps['reward']> },
) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{props.reward.name}</Button>
      <RedeemDialog {...props} reward={open ? props.reward : null} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Widgets/Points/RedeemDialog',
  component: Opener,
  args: {
    reward: storyPhone,
    kind: 'P' as RedeemKind,
    passwordKind: 'payment' as const,
    currency: storyCurrency,
    onSubmit: fn(async (): Promise<RedeemOutcome> => ({ ok: true })),
  },
} satisfies Meta<typeof Opener>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(context: { canvas: ReturnType<typeof within> }, name: string) {
  await userEvent.click(context.canvas.getByRole('button', { name }));
  return within(await screen.findByRole('dialog'));
}

/** Empty fields are named in the spec's order: payment password, name, address, phone; nothing is sent. */
export const ValidatesInOrder: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const dialog = await open(context, 'iPhone 16 Pro');
    const submit = dialog.getByRole('button', { name: t('points.redeem.submit') });
    await userEvent.click(submit);
    await expect(dialog.getByText(t('br_enter_moneypwd'))).toBeInTheDocument();
    await expect(dialog.getByText(t('br_enter_plname'))).toBeInTheDocument();
    await expect(dialog.getByText(t('br_enter_getaddree'))).toBeInTheDocument();
    await expect(dialog.getByText(t('br_enter_cphone'))).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByLabelText(labelled(t('points.redeem.paymentPassword')))).toHaveFocus());
    await userEvent.type(dialog.getByLabelText(labelled(t('points.redeem.paymentPassword'))), '123456');
    await userEvent.type(dialog.getByLabelText(labelled(t('points.redeem.name'))), '王小明');
    await userEvent.type(dialog.getByLabelText(labelled(t('points.redeem.address'))), '深圳市南山区 8 号');
    await userEvent.type(dialog.getByLabelText(labelled(t('points.redeem.phone'))), '1380013800');
    await userEvent.click(submit);
    await expect(dialog.getByText(t('br_enter_cphone'))).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(labelled(t('points.redeem.phone'))), '0');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        rewardId: storyPhone.id,
        quantity: 1,
        redeemType: 'P',
        password: '123456',
        name: '王小明',
        address: '深圳市南山区 8 号',
        phone: '13800138000',
        remarks: '',
      }),
    );
  },
};

/** The quantity stays between 1 and the stock; PM costs quantity x money on top of the points. */
export const QuantityAndCost: Story = {
  args: { kind: 'PM' },
  play: async (context) => {
    const t = storyT(context);
    const dialog = await open(context, 'iPhone 16 Pro');
    const quantity = dialog.getByLabelText(t('points.redeem.quantity'));
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '99');
    await userEvent.tab();
    await expect(quantity).toHaveValue('5');
    await expect(dialog.getByRole('button', { name: t('points.redeem.increase') })).toBeDisabled();
    await expect(dialog.getByText(/1,000,000/)).toBeInTheDocument();
    await expect(dialog.getByText(/15,000\.00/)).toBeInTheDocument();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.tab();
    await expect(quantity).toHaveValue('1');
    await expect(dialog.getByRole('button', { name: t('points.redeem.decrease') })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: t('points.redeemPoints') }));
    await expect(dialog.getByText(/380,000/)).toBeInTheDocument();
  },
};

/** Six photos: the swiper loops, so "previous" on the first photo shows the sixth. */
export const PhotosLoop: Story = {
  play: async (context) => {
    const t = storyT(context);
    const dialog = await open(context, 'iPhone 16 Pro');
    const photos = within(dialog.getByRole('region', { name: t('points.redeem.photos') }));
    await userEvent.click(photos.getByRole('button', { name: t('common.previous') }));
    await waitFor(() =>
      expect(photos.getByRole('button', { name: 'iPhone 16 Pro 6' })).toHaveAttribute('aria-current', 'true'),
    );
  },
};

/** A refusal from the server stays in the dialog with what was typed. */
export const Refused: Story = {
  args: {
    reward: storyReward(3),
    passwordKind: 'login',
    onSubmit: fn(async (): Promise<RedeemOutcome> => ({ ok: false, message: '积分不足' })),
  },
  play: async (context) => {
    const t = storyT(context);
    const dialog = await open(context, '奖品 3');
    await userEvent.type(dialog.getByLabelText(labelled(t('points.redeem.loginPassword'))), 'Demo1234');
    await userEvent.type(dialog.getByLabelText(labelled(t('points.redeem.name'))), '王小明');
    await userEvent.type(dialog.getByLabelText(labelled(t('points.redeem.address'))), '深圳市');
    await userEvent.type(dialog.getByLabelText(labelled(t('points.redeem.phone'))), '13800138000');
    await userEvent.click(dialog.getByRole('button', { name: t('points.redeem.submit') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('积分不足');
    await expect(dialog.getByLabelText(labelled(t('points.redeem.name')))).toHaveValue('王小明');
  },
};

export const StressThai: Story = {
  globals: { locale: 'TH' },
  args: { reward: storyReward(4, { name: stressText.th.sentence }) },
  play: async (context) => {
    await open(context, stressText.th.sentence);
  },
};

export const StressVietnamese: Story = {
  globals: { locale: 'VI' },
  args: { reward: storyReward(5, { name: stressText.vi.sentence }) },
  play: async (context) => {
    await open(context, stressText.vi.sentence);
  },
};
