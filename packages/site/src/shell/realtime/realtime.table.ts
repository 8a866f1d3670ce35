import type { RealtimeMessage, RealtimeMessageType } from '@platform/api-client/contract';
import type { Translator } from '@platform/i18n';
import type { ToastTone } from '@platform/ui-kit';
import type { PlayerDataName } from '../../app/player.scope';

type MessageOf<T extends RealtimeMessageType> = Extract<RealtimeMessage, { type: T }>;

/** What a rule may use to word its toast. */
export interface RealtimeWords {
  t: Translator;
  /** An amount in the player's currency. */
  money: (amount: number) => string;
  /** The player's own account: an agent transfer reads differently for its sender and its receiver. */
  account?: string;
}

const isMe = (account: string, words: RealtimeWords) =>
  words.account !== undefined && account.toLowerCase() === words.account.toLowerCase();

export interface RealtimeToast {
  title: string;
  description?: string;
  tone: ToastTone;
}

export interface RealtimeRule<T extends RealtimeMessageType> {
  /** The player's data this message changes: refetched at once. */
  invalidate: readonly PlayerDataName[];
  toast(message: MessageOf<T>, words: RealtimeWords): RealtimeToast;
  /** The toast offers "view now", opening the reward centre (player-site §4 "a go action opens the reward centre"). */
  goToRewardCentre?: boolean;
  /** The new unread total when the message carries it (INBOX), written straight into the info bar's count. */
  unreadCount?: (message: MessageOf<T>) => number;
}

const decided = (status: 'APPROVED' | 'REJECTED'): ToastTone => (status === 'APPROVED' ? 'positive' : 'warning');

/**
 * Every realtime message type and what it does (player-site §4 "Real-time message types handled"): ONE table, read
 * row by row. Every toast persists until the player closes it (§4 "Event toasts persist").
 */
export const REALTIME_RULES: { readonly [T in RealtimeMessageType]: RealtimeRule<T> } = {
  MANUAL_PROMO: {
    invalidate: ['balance', 'publicState', 'promotions'],
    goToRewardCentre: true,
    toast: (m, { t, money }) => ({
      title: t('realtime.title.MANUAL_PROMO'),
      description: `${m.title} · ${t('promotions.manualBonus.message', { amount: money(m.amount) })}`,
      tone: 'positive',
    }),
  },
  PROMOTION_CLAIM: {
    invalidate: ['balance', 'publicState', 'promotions'],
    goToRewardCentre: true,
    toast: (m, { t }) => ({
      title: t('realtime.title.PROMOTION_CLAIM'),
      description: [m.title, t('realtime.body.PROMOTION_CLAIM'), m.remarks].filter(Boolean).join(' · '),
      tone: m.status === 'REJECTED' ? 'warning' : m.status === 'APPROVED' ? 'positive' : 'info',
    }),
  },
  INBOX: {
    invalidate: [],
    unreadCount: (m) => m.unreadCount,
    toast: (m, { t }) => ({ title: t('realtime.title.INBOX'), description: m.title, tone: 'info' }),
  },
  WITHDRAW: {
    invalidate: ['balance', 'funds'],
    toast: (m, { t, money }) => ({
      title: t('realtime.title.WITHDRAW'),
      // A rejection says why (player-site §4 "Withdrawal rejection notices show the reason remarks").
      description:
        m.status === 'REJECTED'
          ? t('realtime.withdrawRejected', { reason: m.remarks || t('shell.realtime.noReason') })
          : `${t('realtime.body.WITHDRAW')} (${money(m.amount)})`,
      tone: decided(m.status),
    }),
  },
  DEPOSIT: {
    invalidate: ['balance', 'funds'],
    toast: (m, { t, money }) => ({
      title: t('realtime.title.DEPOSIT'),
      description:
        m.status === 'REJECTED'
          ? t('shell.realtime.depositRejected', { reason: m.remarks || t('shell.realtime.noReason') })
          : t('shell.realtime.depositApproved', { amount: money(m.amount) }),
      tone: decided(m.status),
    }),
  },
  ONLINE_MSG: {
    invalidate: [],
    toast: (m) => ({ title: m.title, description: m.content, tone: 'info' }),
  },
  PAYMENT_CONFIRMATION: {
    invalidate: ['paymentConfirmations', 'balance'],
    toast: (m, { t, money }) => ({
      title: t('realtime.title.PAYMENT_CONFIRMATION'),
      description: `${t('realtime.body.PAYMENT_CONFIRMATION')} (${money(m.amount)})`,
      tone: 'info',
    }),
  },
  AGENT_TRANSFER_AGENT_TO_DOWNLINE: {
    invalidate: ['balance', 'funds', 'agentTransfers'],
    // Both sides are told: the downline received it, the agent sent it.
    toast: (m, words) =>
      isMe(m.fromAccount, words)
        ? {
            title: words.t('realtime.title.AGENT_TRANSFER_SENT'),
            description: words.t('realtime.body.AGENT_TRANSFER_SENT', {
              name: m.toAccount,
              amount: words.money(m.amount),
            }),
            tone: 'info',
          }
        : {
            title: words.t('realtime.title.AGENT_TRANSFER_AGENT_TO_DOWNLINE'),
            description: words.t('realtime.body.AGENT_TRANSFER_AGENT_TO_DOWNLINE', { amount: words.money(m.amount) }),
            tone: 'positive',
          },
  },
  AGENT_TRANSFER_DOWNLINE_TO_AGENT: {
    invalidate: ['balance', 'funds', 'agentTransfers'],
    // Both sides are told: the agent received it, the downline's money went to the agent.
    toast: (m, words) =>
      isMe(m.fromAccount, words)
        ? {
            title: words.t('realtime.title.AGENT_TRANSFER_TAKEN'),
            description: words.t('realtime.body.AGENT_TRANSFER_TAKEN', {
              name: m.toAccount,
              amount: words.money(m.amount),
            }),
            tone: 'info',
          }
        : {
            title: words.t('realtime.title.AGENT_TRANSFER_DOWNLINE_TO_AGENT'),
            description: words.t('realtime.body.AGENT_TRANSFER_DOWNLINE_TO_AGENT', {
              name: m.fromAccount,
              amount: words.money(m.amount),
            }),
            tone: 'positive',
          },
  },
};
