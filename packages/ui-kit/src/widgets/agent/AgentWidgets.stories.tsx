import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FormOutcome } from '../centre/CentreForm';
import { CentreForm } from '../centre/CentreForm';
import { labelled, storyT } from '../shared/story.helpers';
import { ContractRequests } from './ContractRequests';
import { ReferralLinks } from './ReferralLinks';

const meta = {
  title: 'Widgets/Agent/CentreForm',
  component: CentreForm,
  args: {
    fields: [
      {
        name: 'accountType',
        kind: 'select',
        label: '账号类型',
        options: [
          { value: 'MEMBER', label: '会员' },
          { value: 'AGENT', label: '代理' },
        ],
      },
      {
        name: 'username',
        kind: 'text',
        label: '用户名',
        validate: (value: string) => (/^[A-Za-z0-9]{4,16}$/.test(value) ? null : '4-16 位字母或数字'),
      },
      { name: 'amount', kind: 'amount', label: '金额' },
      { name: 'count', kind: 'integer', label: '红包个数' },
      { name: 'paymentPassword', kind: 'password', label: '支付密码' },
    ],
    submitLabel: '提交',
    onSubmit: fn(async (): Promise<FormOutcome> => ({ ok: true, message: '已完成' })),
  },
} satisfies Meta<typeof CentreForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Problems in the order of the fields with focus on the first; a success clears the fields but keeps the select. */
export const Validation: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    const submit = canvas.getByRole('button', { name: '提交' });
    await userEvent.click(submit);
    const username = canvas.getByLabelText(labelled('用户名'));
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveAccessibleDescription(t('agent.form.required', { name: '用户名' }));
    await userEvent.type(username, 'ab');
    await userEvent.type(canvas.getByLabelText(labelled('金额')), '1.234');
    await userEvent.type(canvas.getByLabelText(labelled('红包个数')), '0');
    await userEvent.click(submit);
    await expect(username).toHaveAccessibleDescription('4-16 位字母或数字');
    await expect(canvas.getByText(t('validation_amount_decimals', { digits: 2 }))).toBeInTheDocument();
    await expect(canvas.getByText(t('agent.form.integer'))).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByLabelText(labelled('账号类型')), 'AGENT');
    await userEvent.clear(username);
    await userEvent.type(username, 'agent77');
    await userEvent.clear(canvas.getByLabelText(labelled('金额')));
    await userEvent.type(canvas.getByLabelText(labelled('金额')), '12.5');
    await userEvent.clear(canvas.getByLabelText(labelled('红包个数')));
    await userEvent.type(canvas.getByLabelText(labelled('红包个数')), '3');
    await userEvent.type(canvas.getByLabelText(labelled('支付密码')), 'Pay1234');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        accountType: 'AGENT',
        username: 'agent77',
        amount: '12.5',
        count: '3',
        paymentPassword: 'Pay1234',
      }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('已完成');
    await expect(username).toHaveValue('');
    await expect(canvas.getByLabelText(labelled('账号类型'))).toHaveValue('AGENT');
  },
};

/** A refusal naming a field shows under it and keeps what was typed. */
export const Refused: Story = {
  args: {
    onSubmit: fn(async (): Promise<FormOutcome> => ({ ok: false, message: '用户名已被使用', field: 'username' })),
  },
  play: async ({ canvas }) => {
    const username = canvas.getByLabelText(labelled('用户名'));
    await userEvent.type(username, 'downline01');
    await userEvent.type(canvas.getByLabelText(labelled('金额')), '10');
    await userEvent.type(canvas.getByLabelText(labelled('红包个数')), '1');
    await userEvent.type(canvas.getByLabelText(labelled('支付密码')), 'Pay1234');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(username).toHaveAccessibleDescription('用户名已被使用'));
    await expect(username).toHaveValue('downline01');
  },
};

/** The contract screens: pending offers with accept and reject, contracts in force under termination. */
export const Contracts: StoryObj<typeof ContractRequests> = {
  render: (args) => <ContractRequests {...args} />,
  args: {
    pending: [
      {
        key: 'dividend-1',
        title: '分红契约 · 真人 · 每周',
        status: '待确认',
        facts: [
          { label: '比例', value: '35.00%' },
          { label: '最低投注', value: '¥100.00' },
        ],
        buttons: [
          { label: '接受', tone: 'primary', onPress: fn() },
          { label: '拒绝', tone: 'danger', onPress: fn() },
        ],
      },
    ],
    termination: [
      {
        key: 'daily-4',
        title: '日工资契约',
        status: '生效中',
        facts: [],
        tiers: {
          columns: [
            { label: '团队投注额', numeric: true },
            { label: '比例', numeric: true },
          ],
          rows: [{ key: 0, cells: ['¥1,000.00', '0.50%'] }],
        },
        buttons: [{ label: '解约', tone: 'danger', onPress: fn() }],
      },
    ],
    message: { ok: true, text: '契约已更新。' },
  },
  play: async ({ canvas, args }) => {
    const pending = canvas.getByRole('list', { name: /待处理|Pending/ });
    await userEvent.click(within(pending).getByRole('button', { name: '接受' }));
    await expect(args.pending?.[0]?.buttons[0]?.onPress).toHaveBeenCalled();
    await expect(canvas.getByRole('table', { name: '日工资契约' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('契约已更新。');
  },
};

/** Referral links: each with its QR code; copy says so; retiring asks first and reports the outcome. */
export const Links: StoryObj<typeof ReferralLinks> = {
  render: (args) => <ReferralLinks {...args} />,
  args: {
    links: [
      {
        id: 7,
        code: 'SPRING24',
        url: 'https://aurum.example/register?affiliateCode=SPRING24',
        typeLabel: '会员',
        remark: '春季活动',
        registrations: 3,
        createdAt: Date.UTC(2026, 10, 1),
      },
    ],
    typeOptions: [
      { value: 'MEMBER', label: '会员' },
      { value: 'AGENT', label: '代理' },
    ],
    onCreate: fn(async (): Promise<FormOutcome> => ({ ok: true, message: '已生成' })),
    onRetire: fn(async (): Promise<FormOutcome> => ({ ok: true, message: '已停用' })),
    onCopy: fn(async () => true),
  },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await expect(canvas.getByRole('img', { name: t('agent.links.qr', { code: 'SPRING24' }) })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('agent.links.copy', { code: 'SPRING24' }) }));
    await expect(args.onCopy).toHaveBeenCalledWith('https://aurum.example/register?affiliateCode=SPRING24');
    await userEvent.click(canvas.getByRole('button', { name: t('agent.links.retire', { code: 'SPRING24' }) }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: t('common.confirm') }));
    await waitFor(() => expect(args.onRetire).toHaveBeenCalledWith(7));
  },
};
