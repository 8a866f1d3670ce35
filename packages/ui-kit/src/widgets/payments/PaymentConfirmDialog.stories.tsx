import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyPng } from '../promotions/promotions.story-data';
import { storyT } from '../shared/story.helpers';
import { type PaymentAnswerOutcome, PaymentConfirmDialog } from './PaymentConfirmDialog';

const manual = {
  payDetailId: 11,
  autoConfirmed: false,
  amount: 500,
  remainingAmount: 1500,
  orderNo: 'W202611240001',
  payerName: '张三',
};

const meta = {
  title: 'Widgets/Payments/PaymentConfirmDialog',
  component: PaymentConfirmDialog,
  args: {
    item: manual,
    position: { index: 1, total: 3 },
    currency: { currencySymbol: '¥', currencyPosition: 'F' as const },
    onAnswer: fn(async (): Promise<PaymentAnswerOutcome> => ({ ok: true })),
  },
} satisfies Meta<typeof PaymentConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Received answers Y. */
export const Received: Story = {
  play: async (context) => {
    const t = storyT(context);
    const dialog = within(await screen.findByRole('dialog', { name: t('payments.confirm.title') }));
    await expect(dialog.getByText('¥500.00')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: t('payments.confirm.received') }));
    await expect(context.args.onAnswer).toHaveBeenCalledWith({ answer: 'Y' });
  },
};

/** Not received needs exactly one image: without it nothing is sent; with it, N and the proof. */
export const NotReceivedWithProof: Story = {
  play: async (context) => {
    const t = storyT(context);
    const root = await screen.findByRole('dialog', { name: t('payments.confirm.title') });
    const dialog = within(root);
    await userEvent.click(dialog.getByRole('button', { name: t('payments.confirm.notReceived') }));
    await userEvent.click(dialog.getByRole('button', { name: t('payments.confirm.send') }));
    await expect(context.args.onAnswer).not.toHaveBeenCalled();
    await userEvent.upload(root.querySelector('input[type="file"]') as HTMLInputElement, storyPng());
    await waitFor(() => expect(dialog.getAllByRole('img')).toHaveLength(1));
    await userEvent.click(dialog.getByRole('button', { name: t('payments.confirm.send') }));
    await waitFor(() => expect(context.args.onAnswer).toHaveBeenCalledWith({ answer: 'N', proof: expect.any(File) }));
  },
};

/** An auto-confirmed item is acknowledged in one press (A). */
export const AutoConfirmed: Story = {
  args: { item: { ...manual, autoConfirmed: true }, position: { index: 1, total: 1 } },
  play: async (context) => {
    const t = storyT(context);
    const dialog = within(await screen.findByRole('dialog', { name: t('payments.confirm.title') }));
    await expect(dialog.queryByRole('button', { name: t('payments.confirm.received') })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: t('payments.confirm.acknowledge') }));
    await expect(context.args.onAnswer).toHaveBeenCalledWith({ answer: 'A' });
  },
};
