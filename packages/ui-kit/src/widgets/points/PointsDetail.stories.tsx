import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from '../../primitives/tabs/Tabs';
import { stressText } from '../../storybook/story.text';
import { labelled, storyT } from '../shared/story.helpers';
import { PointRules, type PointRulesProps } from './PointRules';
import { PointTransactions } from './PointTransactions';
import type { DayRange } from './points.range';
import { storyCurrency, storyRates, storyRecords, storyTransactions } from './points.story-data';
import type { PointTransactionRow, RedemptionRow } from './points.types';
import { type RedemptionFilter, RedemptionRecords } from './RedemptionRecords';

interface DetailProps {
  records: RedemptionRow[];
  transactions: PointTransactionRow[];
  onStatusChange: (status: RedemptionFilter) => void;
  onRangeChange: (range: DayRange) => void;
  onPageChange: (page: number) => void;
  onConvert: PointRulesProps['onConvert'];
}

/** The three tabs of the points detail page, as the site puts them together. */
function Detail(props: DetailProps) {
  const [status, setStatus] = useState<RedemptionFilter>('all');
  const range = { from: '2026-11-01', to: '2026-11-20' };
  return (
    <Tabs
      label="积分明细"
      items={[
        {
          value: 'records',
          label: '兑换记录',
          content: (
            <RedemptionRecords
              rows={props.records.filter((row) => status === 'all' || row.status === status)}
              page={1}
              pageCount={3}
              onPageChange={props.onPageChange}
              status={status}
              onStatusChange={(next) => {
                setStatus(next);
                props.onStatusChange(next);
              }}
              range={range}
              onRangeChange={props.onRangeChange}
              currency={storyCurrency}
            />
          ),
        },
        {
          value: 'transactions',
          label: '积分交易',
          content: (
            <PointTransactions
              rows={props.transactions}
              page={1}
              pageCount={2}
              onPageChange={props.onPageChange}
              range={range}
              onRangeChange={props.onRangeChange}
            />
          ),
        },
        {
          value: 'rules',
          label: '规则与兑换',
          content: (
            <PointRules rates={storyRates} available={50_000} currency={storyCurrency} onConvert={props.onConvert} />
          ),
        },
      ]}
    />
  );
}

const meta = {
  title: 'Widgets/Points/PointsDetail',
  component: Detail,
  args: {
    records: storyRecords,
    transactions: storyTransactions,
    onStatusChange: fn(),
    onRangeChange: fn(),
    onPageChange: fn(),
    onConvert: fn(async () => ({ ok: true as const })),
  },
} satisfies Meta<typeof Detail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The status filter, a record's details with the review note, and a range over 30 days refused before sending. */
export const Records: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('combobox', { name: t('points.filter.status') }));
    await userEvent.click(await screen.findByRole('option', { name: t('points.status.R') }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('R');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: t('points.record.open', { name: '奖品 3' }) }));
    const dialog = within(await screen.findByRole('dialog', { name: t('points.record.title') }));
    await expect(dialog.getByText('手机号码无法充值')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: t('common.close') }));

    const from = canvas.getByLabelText(t('points.filter.from'));
    await userEvent.clear(from);
    await userEvent.type(from, '2026-10-01');
    await userEvent.click(canvas.getByRole('button', { name: t('points.filter.search') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('points.filter.rangeTooLong', { days: 30 }));
    await expect(args.onRangeChange).not.toHaveBeenCalled();
    await userEvent.clear(from);
    await userEvent.type(from, '2026-10-22');
    await userEvent.click(canvas.getByRole('button', { name: t('points.filter.search') }));
    await expect(args.onRangeChange).toHaveBeenCalledWith({ from: '2026-10-22', to: '2026-11-20' });
  },
};

export const NoRecords: Story = {
  args: { records: [] },
  play: async (context) => {
    await expect(context.canvas.getByText(storyT(context)('in_no_data'))).toBeInTheDocument();
  },
};

/** The ledger, signed, 12 lines. */
export const Transactions: Story = {
  play: async (context) => {
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('tab', { name: '积分交易' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(13);
    await expect(canvas.getAllByText('−1,000').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('+250').length).toBeGreaterThan(0);
  },
};

/** Rates as percents with 2 decimals; an amount below 1 becomes 1; the payment password is required. */
export const RulesAndConversion: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('tab', { name: '规则与兑换' }));
    await expect(canvas.getByText('1.00%')).toBeInTheDocument();
    await expect(canvas.getByText('12.00%')).toBeInTheDocument();
    const amount = canvas.getByLabelText(labelled(t('points.convert.amount')));
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.tab();
    await expect(amount).toHaveValue('1');
    await userEvent.clear(amount);
    await userEvent.type(amount, '2500');
    await expect(canvas.getByText(t('points.convert.receive', { money: '¥25.00' }))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('points.convert.submit') }));
    await expect(canvas.getByText(t('br_enter_moneypwd'))).toBeInTheDocument();
    await expect(args.onConvert).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(labelled(t('points.redeem.paymentPassword'))), '123456');
    await userEvent.click(canvas.getByRole('button', { name: t('points.convert.submit') }));
    await waitFor(() => expect(args.onConvert).toHaveBeenCalledWith({ amount: 2500, password: '123456' }));
    await waitFor(() => expect(amount).toHaveValue('1'));
  },
};

export const StressThai: Story = {
  globals: { locale: 'TH' },
  args: { records: storyRecords.map((row) => ({ ...row, name: stressText.th.sentence })) },
};

export const StressVietnamese: Story = {
  globals: { locale: 'VI' },
  args: { records: storyRecords.map((row) => ({ ...row, name: stressText.vi.sentence })) },
};
