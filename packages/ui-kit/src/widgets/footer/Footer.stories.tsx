import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../shared/story.helpers';
import { Footer } from './Footer';

const onFeedback = fn();
const onLimits = fn();
const onNavigate = fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault());

/** An inline vendor logo, so the story draws without the sandbox. */
const logo = (code: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80"><rect width="240" height="80" rx="14" fill="${colour}"/><text x="120" y="52" text-anchor="middle" font-family="sans-serif" font-size="30" font-weight="800" fill="#fff">${code}</text></svg>`,
  )}`;

const meta = {
  title: 'Widgets/Footer',
  component: Footer,
  args: {
    brand: 'Aurum Palace',
    year: 2026,
    helpLinks: [
      { topic: 'register', href: '/help#register' },
      { topic: 'deposit', href: '/help#deposit-methods' },
      { topic: 'withdraw', href: '/help#withdraw-time' },
      { topic: 'terms', href: '/help#agreement' },
      { topic: 'privacy', href: '/help#privacy' },
    ],
    onNavigate,
    minimumAge: 18,
    licence: { authority: 'the Curaçao Gaming Control Board', number: 'OGL/2024/118/0572' },
    vendors: [
      { code: 'PT', name: 'Playtech', logoUrl: logo('PT', '#1f6fd1') },
      { code: 'DG', name: 'Dream Gaming', logoUrl: logo('DG', '#8a5a00') },
      { code: 'JDB', name: 'JDB Gaming', logoUrl: logo('JDB', '#136a5a') },
      { code: 'SABA', name: 'SABA Sports', logoUrl: logo('SABA', '#14532d') },
    ],
    payments: [
      { code: 'UNIONPAY', name: 'UnionPay', logoUrl: null },
      { code: 'ALIPAY', name: 'Alipay', logoUrl: null },
      { code: 'USDT', name: 'USDT (TRC20)', logoUrl: null },
    ],
    onFeedback,
    onLimits,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Help links route in place, the feedback entry opens its dialog, the note names the age, the marks are named. */
export const Full: Story = {
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    const help = canvas.getByRole('navigation', { name: t('footer.helpTitle') });
    const deposit = within(help).getByRole('link', { name: t('footer.topic.deposit') });
    await expect(deposit).toHaveAttribute('href', '/help#deposit-methods');
    await userEvent.click(deposit);
    await expect(onNavigate).toHaveBeenCalledWith('/help#deposit-methods', expect.anything());
    await userEvent.click(within(help).getByRole('button', { name: t('feedback.title') }));
    await expect(onFeedback).toHaveBeenCalled();
    await expect(canvas.getByText(t('footer.responsibleNote', { age: 18 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('footer.limitsLink') }));
    await expect(onLimits).toHaveBeenCalled();
    await expect(
      canvas.getByText(t('footer.licence', context.args.licence ?? { authority: '', number: '' })),
    ).toBeVisible();
    const vendors = canvas.getByRole('region', { name: t('footer.vendorsTitle') });
    await expect(within(vendors).getByRole('img', { name: 'Playtech' })).toBeVisible();
    const payments = canvas.getByRole('region', { name: t('footer.paymentsTitle') });
    await expect(within(payments).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(t('footer.copyright', { year: 2026, brand: 'Aurum Palace' }))).toBeVisible();
  },
};

/** A merchant with no licence line, no marks and no feedback: only what it has is drawn. */
export const Minimal: Story = {
  args: {
    brand: 'Verde Play',
    minimumAge: 21,
    licence: null,
    vendors: [],
    payments: [],
    onFeedback: undefined,
    onLimits: undefined,
    helpLinks: [{ topic: 'terms', href: '/help#terms' }],
  },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await expect(canvas.getByText(t('footer.ageMark', { age: 21 }))).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: t('footer.vendorsTitle') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('feedback.title') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('footer.limitsLink') })).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
