import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { labelled, storyT } from '../shared/story.helpers';
import { Leaderboard, type LeaderboardPeriod } from './Leaderboard';
import { MessageCentre } from './MessageCentre';
import { storyAvatar, storyCurrency, storyMessages, storyRewards, storySignIn } from './member.story-data';
import { RebateClaim } from './RebateClaim';
import { ReferralOverlay } from './ReferralOverlay';
import { ReferralPanel } from './ReferralPanel';
import { RewardList, SignInCard } from './Rewards';
import { SecurityCentre } from './SecurityCentre';

const meta = {
  title: 'Widgets/Member/MemberPages',
  component: SecurityCentre,
  args: {
    account: 'member01',
    nickname: '幸运七',
    avatar: 2,
    avatarSrc: storyAvatar,
    onAvatarChange: fn(),
    onNicknameSave: fn(async () => ({ ok: true as const })),
    clubLabel: '黄金会员',
    rank: { labelName: '黄金会员', nextLabelName: '铂金会员', completed: 1, total: 2 },
    onChangePassword: fn(),
    hasPaymentPassword: true,
    paymentPasswordRule: {
      enabled: true,
      required: true,
      updateRequired: true,
      minLength: 6,
      maxLength: 12,
      acceptedPattern: '[A-Za-z0-9]{6,12}',
    },
    onPaymentPasswordSave: fn(async () => ({ ok: true as const })),
  },
} satisfies Meta<typeof SecurityCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The icon, the nickname, the rank progress, the login password's dialog and the payment password's checks. */
export const Security: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await expect(canvas.getByRole('radio', { name: t('member.security.avatarIcon', { n: 2 }) })).toBeChecked();
    await userEvent.click(canvas.getByRole('img', { name: t('member.security.avatarIcon', { n: 5 }) }));
    await expect(args.onAvatarChange).toHaveBeenCalledWith(5);
    await expect(canvas.getByRole('progressbar', { name: t('member.security.rank') })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );

    const nickname = canvas.getByLabelText(labelled(t('member.security.nickname')));
    await userEvent.clear(nickname);
    await userEvent.click(canvas.getByRole('button', { name: t('member.security.saveNickname') }));
    await expect(canvas.getByText(t('member.security.nicknameRequired'))).toBeInTheDocument();
    await userEvent.type(nickname, '大吉');
    await userEvent.click(canvas.getByRole('button', { name: t('member.security.saveNickname') }));
    await waitFor(() => expect(args.onNicknameSave).toHaveBeenCalledWith('大吉'));

    await userEvent.click(canvas.getByRole('button', { name: t('member.security.changePassword') }));
    await expect(args.onChangePassword).toHaveBeenCalled();

    const change = canvas.getByRole('button', { name: t('member.payment.change') });
    await userEvent.click(change);
    await expect(canvas.getByText(t('member.payment.loginRequired'))).toBeInTheDocument();
    await expect(
      canvas.getByLabelText(labelled(t('member.payment.loginPassword')), { selector: 'input' }),
    ).toHaveFocus();
    await userEvent.type(
      canvas.getByLabelText(labelled(t('member.payment.loginPassword')), { selector: 'input' }),
      'Demo1234',
    );
    await userEvent.type(canvas.getByLabelText(labelled(t('member.payment.old'))), 'Pay1234');
    await userEvent.type(canvas.getByLabelText(labelled(t('member.payment.new'))), 'ab');
    await userEvent.click(change);
    await expect(args.onPaymentPasswordSave).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText(labelled(t('member.payment.new'))));
    await userEvent.type(canvas.getByLabelText(labelled(t('member.payment.new'))), 'Pay5678');
    await userEvent.type(canvas.getByLabelText(labelled(t('member.payment.confirm'))), 'Pay5679');
    await userEvent.click(change);
    await expect(canvas.getByText(t('member.payment.mismatch'))).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText(labelled(t('member.payment.confirm'))));
    await userEvent.type(canvas.getByLabelText(labelled(t('member.payment.confirm'))), 'Pay5678');
    await userEvent.click(change);
    await waitFor(() =>
      expect(args.onPaymentPasswordSave).toHaveBeenCalledWith({
        loginPassword: 'Demo1234',
        oldPaymentPassword: 'Pay1234',
        paymentPassword: 'Pay5678',
        confirmPaymentPassword: 'Pay5678',
      }),
    );
    await expect(await canvas.findByText(t('member.payment.saved'))).toBeInTheDocument();
  },
};

/** Without a payment password the form sets one (no current one asked). */
export const FirstPaymentPassword: Story = {
  args: { hasPaymentPassword: false, rank: null },
  play: async (context) => {
    const t = storyT(context);
    await expect(context.canvas.getByRole('button', { name: t('member.payment.set') })).toBeInTheDocument();
    await expect(context.canvas.queryByLabelText(labelled(t('member.payment.old')))).toBeNull();
  },
};

/** The sign-in streak and the rewards: an available one is claimed, others show their state. */
export const Rewards: Story = {
  render: function Render() {
    const [signed, setSigned] = useState(storySignIn);
    const [source, setSource] = useState<'all' | (typeof storyRewards)[number]['source']>('all');
    return (
      <>
        <SignInCard
          state={signed}
          currency={storyCurrency}
          onSignIn={async () => setSigned({ ...signed, signedToday: true, streak: 3 })}
        />
        <RewardList
          items={storyRewards.filter((item) => source === 'all' || item.source === source)}
          source={source}
          onSourceChange={setSource}
          status="all"
          onStatusChange={() => undefined}
          page={1}
          pageCount={1}
          onPageChange={() => undefined}
          currency={storyCurrency}
          onClaim={claimStory}
        />
      </>
    );
  },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await expect(canvas.getByText(t('member.signIn.streak', { days: 2 }))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('member.signIn.action') }));
    await expect(await canvas.findByRole('button', { name: t('member.signIn.done') })).toBeDisabled();
    await expect(canvas.getByText(t('member.signIn.streak', { days: 3 }))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('member.rewards.claimOne', { title: '签到第 3 天' }) }));
    await waitFor(() => expect(claimStory).toHaveBeenCalledWith(storyRewards[0]));
    await userEvent.click(canvas.getByRole('tab', { name: t('member.rewards.source.RESCUE') }));
    const list = canvas.getByRole('list', { name: t('member.rewards.list') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByText(t('member.rewards.status.EXPIRED'))).toBeInTheDocument();
  },
};
const claimStory = fn(async () => undefined);

/** Opening a message shows it (made safe) and marks it read; chosen ones are deleted after a confirmation. */
export const Messages: Story = {
  render: () => (
    <MessageCentre
      messages={storyMessages}
      unreadCount={2}
      category="all"
      onCategoryChange={() => undefined}
      read="all"
      onReadChange={() => undefined}
      page={1}
      pageCount={1}
      onPageChange={() => undefined}
      onMarkRead={markRead}
      onDelete={remove}
    />
  ),
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: '您的 VIP 升级' }));
    await expect(canvas.getByText('享受')).toBeInTheDocument();
    await expect(markRead).toHaveBeenCalledWith([1]);
    await userEvent.click(canvas.getByRole('checkbox', { name: t('member.messages.choose', { title: '系统维护' }) }));
    await userEvent.click(canvas.getByRole('button', { name: t('member.messages.delete') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('member.messages.deleteConfirm', { count: 1 }));
    await expect(remove).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('member.messages.deleteYes') }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith([2]));
    await userEvent.click(canvas.getByRole('button', { name: t('member.messages.markAllRead') }));
    await expect(markRead).toHaveBeenCalledWith([], true);
  },
};
const markRead = fn(async () => undefined);
const remove = fn(async () => undefined);

/** The periods of the leaderboard, the player's place; the rebate by product and its claim; the referral's link. */
export const LeaderboardRebateReferral: Story = {
  render: function Render() {
    const [period, setPeriod] = useState<LeaderboardPeriod>('WEEK');
    return (
      <>
        <Leaderboard
          period={period}
          onPeriodChange={setPeriod}
          rows={[
            { rank: 1, account: 'ab***yz', value: 12_000 },
            { rank: 2, account: 'cd***wx', value: 8_800 },
          ]}
          me={{ rank: 7, value: 1_200 }}
          currency={storyCurrency}
        />
        <RebateClaim
          rebate={{
            claimable: 12.34,
            lastClaimAt: null,
            byProduct: [{ productType: 'LIVE', validBet: 1234, rate: 0.01, amount: 12.34 }],
          }}
          productName={(type) => (type === 'LIVE' ? '真人视讯' : type)}
          currency={storyCurrency}
          onClaim={async () => 12.34}
        />
        <ReferralPanel
          overview={{
            code: 'LUCKY7',
            inviteLink: 'https://aurum.example/register?code=LUCKY7',
            friends: 3,
            activeFriends: 2,
            depositedFriends: 1,
            friendBetAmount: 4321,
          }}
          friends={[
            { account: 'fr***01', registeredAt: 1_760_000_000_000, firstDepositAt: null, betAmount: 0, active: false },
          ]}
          page={1}
          pageCount={1}
          onPageChange={() => undefined}
          currency={storyCurrency}
          onCopy={copy}
        />
      </>
    );
  },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await expect(canvas.getByText(t('member.leaderboard.me', { rank: 7, value: '¥1,200.00' }))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: t('member.leaderboard.period.MONTH') }));
    await expect(canvas.getByRole('tab', { name: t('member.leaderboard.period.MONTH') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('1.00%')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('member.rebate.claim') }));
    await expect(await canvas.findByText(t('member.rebate.paid', { amount: '¥12.34' }))).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: t('member.referral.qr') })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('member.referral.copyLink') }));
    await expect(copy).toHaveBeenCalledWith('https://aurum.example/register?code=LUCKY7');
    await expect(await canvas.findByText(t('common.copied'))).toBeInTheDocument();
  },
};
const copy = fn(async () => true);

/** A visitor's referral overlay: the friend overview's figures, log in, sign up and close. */
export const VisitorReferral: Story = {
  render: () => <ReferralOverlay open onOpenChange={closeOverlay} onLogin={logIn} onRegister={signUp} />,
  play: async (context) => {
    const t = storyT(context);
    const overlay = within(await screen.findByRole('dialog', { name: t('member.referral.invite') }));
    await expect(overlay.getByText(t('member.referral.active'))).toBeInTheDocument();
    await userEvent.click(overlay.getByRole('button', { name: t('common.login') }));
    await expect(logIn).toHaveBeenCalled();
    await userEvent.click(overlay.getByRole('button', { name: t('common.register') }));
    await expect(signUp).toHaveBeenCalled();
    await userEvent.click(overlay.getByRole('button', { name: t('common.close') }));
    await expect(closeOverlay).toHaveBeenCalledWith(false);
  },
};
const closeOverlay = fn();
const logIn = fn();
const signUp = fn();
