import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { CurrencyFormat } from '../shared/money';
import { labelled, storyT } from '../shared/story.helpers';
import { FundForm, type FundOutcome } from './FundForm';
import { MemberCentreFrame } from './MemberCentreFrame';
import { storyCurrency } from './member.story-data';
import { RecordsPanel } from './RecordsPanel';

interface CentreProps {
  onSelect: (page: string) => void;
  onSubmit: Parameters<typeof FundForm>[0]['onSubmit'];
  loaded: boolean;
  /** @default storyCurrency (CNY) */
  currency?: CurrencyFormat;
  /** The channel's limits. @default 100 to 50,000 */
  limits?: { min: number; max: number };
}

/** The frame with a deposit form, as the site puts them together. */
function Centre({
  onSelect,
  onSubmit,
  loaded,
  currency = storyCurrency,
  limits = { min: 100, max: 50_000 },
}: CentreProps) {
  const [page, setPage] = useState('depositv2');
  return (
    <MemberCentreFrame
      label="会员中心"
      items={[
        { page: 'securityCenter', label: '安全中心' },
        { page: 'depositv2', label: '存款' },
        { page: 'messageV2', label: '消息', badge: 3, badgeLabel: '3 条新内容' },
      ]}
      current={page}
      onSelect={(next) => {
        setPage(next);
        onSelect(next);
      }}
      title={page === 'depositv2' ? '存款' : page}
      loaded={loaded}
    >
      <FundForm
        choices={[
          {
            name: 'channel',
            label: '支付渠道',
            options: [
              { value: 'BANK', label: '银行转账' },
              { value: 'USDT', label: 'USDT (TRC20)' },
            ],
          },
        ]}
        min={limits.min}
        max={limits.max}
        currency={currency}
        remarks
        submitLabel="申请存款"
        onSubmit={onSubmit}
      />
    </MemberCentreFrame>
  );
}

const meta = {
  title: 'Widgets/Member/MemberCentre',
  component: Centre,
  args: {
    onSelect: fn(),
    onSubmit: fn(async (): Promise<FundOutcome> => ({ ok: true, message: '存款申请已提交' })),
    loaded: true,
  },
} satisfies Meta<typeof Centre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu marks the page shown; a badge names its count; choosing an entry reports the page. */
export const Menu: Story = {
  play: async ({ canvas, args }) => {
    const menu = canvas.getByRole('navigation', { name: '会员中心' });
    await expect(canvas.getByRole('button', { name: '存款' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('3 条新内容')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /消息/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('messageV2');
    await expect(menu).toBeVisible();
  },
};

/** Problems in the order of the fields, focus on the first; the channel's limits; a success said beside the button. */
export const DepositForm: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    const submit = canvas.getByRole('button', { name: '申请存款' });
    await userEvent.click(submit);
    const channel = canvas.getByLabelText(labelled('支付渠道'));
    await expect(channel).toHaveAccessibleDescription(t('member.form.choose', { name: '支付渠道' }));
    await waitFor(() => expect(channel).toHaveFocus());
    await userEvent.selectOptions(canvas.getByLabelText(labelled('支付渠道')), 'BANK');
    const amount = canvas.getByLabelText(labelled(t('member.form.amount')));
    await userEvent.type(amount, '50');
    await userEvent.click(submit);
    await expect(canvas.getByText(t('member.form.amountMin', { min: '¥100.00' }))).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.345');
    await userEvent.click(submit);
    await expect(canvas.getByText(t('validation_amount_decimals', { digits: 2 }))).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '300');
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ amount: 300, choices: { channel: 'BANK' } }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('存款申请已提交');
    await expect(amount).toHaveValue('');
  },
};

/** A refusal naming a field stays under it and keeps what was typed. */
export const Refused: Story = {
  args: { onSubmit: fn(async (): Promise<FundOutcome> => ({ ok: false, message: '余额不足', field: 'amount' })) },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await userEvent.selectOptions(canvas.getByLabelText(labelled('支付渠道')), 'USDT');
    const amount = canvas.getByLabelText(labelled(t('member.form.amount')));
    await userEvent.type(amount, '500');
    await userEvent.click(canvas.getByRole('button', { name: '申请存款' }));
    await expect(await canvas.findByText('余额不足')).toBeInTheDocument();
    await expect(amount).toHaveValue('500');
  },
};

/** While the page loads a cover says so; it never stays longer than 3 s. */
export const Loading: Story = {
  args: { loaded: false },
  play: async (context) => {
    const t = storyT(context);
    await expect(context.canvas.getByRole('status')).toHaveTextContent(t('common.loading'));
    await waitFor(() => expect(context.canvas.queryByText(t('common.loading'))).toBeNull(), { timeout: 4000 });
  },
};

/** A records page with nothing in its range says so (in_no_data); a range over 30 days is refused before sending. */
export const NoRecords: StoryObj<typeof RecordsPanel> = {
  render: (args) => <RecordsPanel {...args} />,
  args: {
    caption: '投注记录',
    range: { from: '2026-11-01', to: '2026-11-20' },
    onRangeChange: fn(),
    columns: [{ label: '时间' }, { label: '金额', numeric: true }],
    rows: [],
    page: 1,
    pageCount: 1,
    onPageChange: fn(),
    summary: [{ label: '合计', value: '¥0.00' }],
  },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await expect(canvas.getByText(t('in_no_data'))).toBeInTheDocument();
    const from = canvas.getByLabelText(t('points.filter.from'));
    await userEvent.clear(from);
    await userEvent.type(from, '2026-09-01');
    await userEvent.click(canvas.getByRole('button', { name: t('points.filter.search') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('points.filter.rangeTooLong', { days: 30 }));
    await expect(args.onRangeChange).not.toHaveBeenCalled();
  },
};

/**
 * A VND merchant (Verde): the limits are written without ".00", since the dong has no minor unit, and "100.5" is
 * refused in words rather than rounded.
 */
export const DepositInVnd: Story = {
  args: {
    currency: { currency: 'VND', currencySymbol: '₫', currencyPosition: 'B' },
    limits: { min: 50_000, max: 20_000_000 },
  },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.selectOptions(canvas.getByLabelText(labelled('支付渠道')), 'BANK');
    const amount = canvas.getByLabelText(labelled(t('member.form.amount')));
    // The hint names both limits as whole dong, in the language's separators (50,000 or 50.000).
    await expect(amount).toHaveAccessibleDescription(/50[,.]000\u00a0₫.*20[,.]000[,.]000\u00a0₫/);
    await expect(amount).not.toHaveAccessibleDescription(/[.,]00\u00a0₫/);
    await userEvent.type(amount, '100000.5');
    await userEvent.click(canvas.getByRole('button', { name: '申请存款' }));
    await expect(canvas.getByText(t('validation_amount_whole'))).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '100000');
    await userEvent.click(canvas.getByRole('button', { name: '申请存款' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ amount: 100000, choices: { channel: 'BANK' } }));
  },
};
