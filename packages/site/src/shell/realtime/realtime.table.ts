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

/** What a message may move in the player's account: money (a wallet) or points. */
export type RealtimeMoves = 'money' | 'points';

/**
 * Where the frame and the centres show what a message moved, refetched at once (issue 28: a cash prize left the info
 * bar's balance stale until Refresh, a points prize "My points"). Money shows in the info bar and the member centre
 * (`balance`) and the member centre's funds overview (`funds`); points in "My points" of the points mall and its
 * detail page (every key under `points`).
 */
export const SHOWN_BY: { readonly [M in RealtimeMoves]: readonly PlayerDataName[] } = {
  money: ['balance', 'funds'],
  points: ['points'],
};

export interface RealtimeRule<T extends RealtimeMessageType> {
  /**
   * What the message may move. A row that moves money or points refreshes everything that shows it (`SHOWN_BY`),
   * so no row can refresh one place and forget the other.
   */
  moves: readonly RealtimeMoves[];
  /** The other player data this message changes (lists, counts): refetched at once. */
  invalidate: readonly PlayerDataName[];
  toast(message: MessageOf<T>, words: RealtimeWords): RealtimeToast;
  /** The toast offers "view now", opening the reward centre (player-site §4 "a go action opens the reward centre"). */
  goToRewardCentre?: boolean;
  /** The new unread total when the message carries it (INBOX), written straight into the info bar's count. */
  unreadCount?: (message: MessageOf<T>) => number;
}

/** Everything a row refreshes: what shows the money or points it moves, then its own list. */
export function refreshedBy(rule: Pick<RealtimeRule<RealtimeMessageType>, 'moves' | 'invalidate'>): PlayerDataName[] {
  return [...new Set([...rule.moves.flatMap((moved) => SHOWN_BY[moved]), ...rule.invalidate])];
}

const decided = (status: 'APPROVED' | 'REJECTED'): ToastTone => (status === 'APPROVED' ? 'positive' : 'warning');

/**
 * Every realtime message type and what it does (player-site §4 "Real-time message types handled"): ONE table, read
 * row by row. Every toast persists until the player closes it (§4 "Event toasts persist").
 */
export const REALTIME_RULES: { readonly [T in RealtimeMessageType]: RealtimeRule<T> } = {
  // A manual bonus is paid in money or points (the message's amount is the money part; the back office may add
  // points): both are read again.
  MANUAL_PROMO: {
    moves: ['money', 'points'],
    invalidate: ['publicState', 'promotions'],
    goToRewardCentre: true,
    toast: (m, { t, money }) => ({
      title: t('realtime.title.MANUAL_PROMO'),
      description: `${m.title} · ${t('promotions.manualBonus.message', { amount: money(m.amount) })}`,
      tone: 'positive',
    }),
  },
  // An approved claim pays the promotion's reward, money or points; a rejection moves nothing but costs one read.
  PROMOTION_CLAIM: {
    moves: ['money', 'points'],
    invalidate: ['publicState', 'promotions'],
    goToRewardCentre: true,
    toast: (m, { t }) => ({
      title: t('realtime.title.PROMOTION_CLAIM'),
      description: [m.title, t('realtime.body.PROMOTION_CLAIM'), m.remarks].filter(Boolean).join(' · '),
      tone: m.status === 'REJECTED' ? 'warning' : m.status === 'APPROVED' ? 'positive' : 'info',
    }),
  },
  INBOX: {
    moves: [],
    invalidate: [],
    unreadCount: (m) => m.unreadCount,
    toast: (m, { t }) => ({ title: t('realtime.title.INBOX'), description: m.title, tone: 'info' }),
  },
  // A rejection gives the held amount back; an approval settles it.
  WITHDRAW: {
    moves: ['money'],
    invalidate: [],
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
    moves: ['money'],
    invalidate: [],
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
    moves: [],
    invalidate: [],
    toast: (m) => ({ title: m.title, description: m.content, tone: 'info' }),
  },
  PAYMENT_CONFIRMATION: {
    moves: ['money'],
    invalidate: ['paymentConfirmations'],
    toast: (m, { t, money }) => ({
      title: t('realtime.title.PAYMENT_CONFIRMATION'),
      description: `${t('realtime.body.PAYMENT_CONFIRMATION')} (${money(m.amount)})`,
      tone: 'info',
    }),
  },
  AGENT_TRANSFER_AGENT_TO_DOWNLINE: {
    moves: ['money'],
    invalidate: ['agentTransfers'],
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
    moves: ['money'],
    invalidate: ['agentTransfers'],
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
