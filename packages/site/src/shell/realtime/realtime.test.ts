import { realtimeMessageTypes, realtimeSessionEndedCloseCode } from '@platform/api-client/contract';
import { createTranslator } from '@platform/i18n';
import { createToastStore } from '@platform/ui-kit';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PLAYER_KEYS } from '../../app/player.scope';
import { messagesFor } from '../../testing/render';
import { parseRealtimeFrame } from './realtime.frames';
import { handleRealtimeMessage, type RealtimeHandlerDeps } from './realtime.handle';
import { SESSION_ENDED_CLOSE_CODE } from './realtime.socket';
import { REALTIME_RULES, type RealtimeWords, refreshedBy, SHOWN_BY } from './realtime.table';

let words: RealtimeWords;
beforeAll(async () => {
  words = { t: createTranslator(await messagesFor('EN')), money: (amount) => `¥${amount.toFixed(2)}` };
});

const at = 1_700_000_000_000;
const messages = {
  MANUAL_PROMO: { type: 'MANUAL_PROMO', bonusId: 1, title: 'Weekend bonus', amount: 88, createdAt: at },
  PROMOTION_CLAIM: {
    type: 'PROMOTION_CLAIM',
    claimId: 2,
    promotionId: 9,
    title: 'Daily reload',
    status: 'REJECTED',
    remarks: 'Deposit too small',
    createdAt: at,
  },
  INBOX: { type: 'INBOX', messageId: 3, title: 'Welcome', unreadCount: 5, createdAt: at },
  WITHDRAW: {
    type: 'WITHDRAW',
    requestId: 4,
    status: 'REJECTED',
    amount: 300,
    remarks: 'Name mismatch',
    createdAt: at,
  },
  DEPOSIT: { type: 'DEPOSIT', requestId: 5, status: 'APPROVED', amount: 500, remarks: null, createdAt: at },
  ONLINE_MSG: { type: 'ONLINE_MSG', title: 'Maintenance tonight', content: '02:00-04:00', createdAt: at },
  PAYMENT_CONFIRMATION: {
    type: 'PAYMENT_CONFIRMATION',
    payDetailId: 6,
    amount: 120,
    isAutoConfirmed: 'N',
    pendingCount: 1,
    createdAt: at,
  },
  AGENT_TRANSFER_AGENT_TO_DOWNLINE: {
    type: 'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
    transferId: 7,
    amount: 50,
    fromAccount: 'agent01',
    toAccount: 'member01',
    remarks: null,
    createdAt: at,
  },
  AGENT_TRANSFER_DOWNLINE_TO_AGENT: {
    type: 'AGENT_TRANSFER_DOWNLINE_TO_AGENT',
    transferId: 8,
    amount: 70,
    fromAccount: 'member01',
    toAccount: 'agent01',
    remarks: null,
    createdAt: at,
  },
} as const;

function setup() {
  const queryClient = new QueryClient();
  const toasts = createToastStore();
  const openRewardCentre = vi.fn();
  const scheduled: { callback: () => void; ms: number }[] = [];
  const deps: RealtimeHandlerDeps = {
    queryClient,
    toasts,
    words,
    openRewardCentre,
    setTimeout: (callback, ms) => scheduled.push({ callback, ms }),
  };
  for (const key of Object.values(PLAYER_KEYS)) queryClient.setQueryData(key, { seeded: true });
  return { queryClient, toasts, openRewardCentre, scheduled, deps };
}

const stale = (queryClient: QueryClient) =>
  Object.entries(PLAYER_KEYS)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();

describe('parseRealtimeFrame', () => {
  it('reads every message type of the contract with its fields', () => {
    for (const message of Object.values(messages)) {
      expect(parseRealtimeFrame(JSON.stringify(message))).toEqual({ kind: 'message', message });
    }
  });

  it('reads control frames and ignores what it cannot use', () => {
    expect(parseRealtimeFrame('{"type":"PING","serverTime":5}')).toEqual({
      kind: 'control',
      type: 'PING',
      serverTime: 5,
    });
    expect(parseRealtimeFrame('not json')).toEqual({ kind: 'ignored' });
    expect(parseRealtimeFrame('{"type":"NEW_KIND"}')).toEqual({ kind: 'ignored' });
    expect(parseRealtimeFrame('{"type":"DEPOSIT","requestId":1}')).toEqual({ kind: 'ignored' });
    expect(parseRealtimeFrame(new ArrayBuffer(2))).toEqual({ kind: 'ignored' });
  });
});

describe('REALTIME_RULES', () => {
  it('has one row for every message type of the contract', () => {
    expect(Object.keys(REALTIME_RULES).sort()).toEqual([...realtimeMessageTypes].sort());
  });

  it('uses the close code of the contract for ended sessions', () => {
    expect(SESSION_ENDED_CLOSE_CODE).toBe(realtimeSessionEndedCloseCode);
  });
});

describe('handleRealtimeMessage', () => {
  it('refetches the balance after a deposit decision and shows a persistent toast with the amount', () => {
    const { queryClient, toasts, deps } = setup();
    handleRealtimeMessage(messages.DEPOSIT, deps);
    expect(stale(queryClient)).toEqual(['balance', 'funds']);
    const [toast] = toasts.getSnapshot();
    expect(toast).toMatchObject({ title: words.t('realtime.title.DEPOSIT'), tone: 'positive', persistent: true });
    expect(toast?.description).toContain('¥500.00');
  });

  it('shows the reason remarks of a rejected withdrawal', () => {
    const { toasts, deps } = setup();
    handleRealtimeMessage(messages.WITHDRAW, deps);
    const [toast] = toasts.getSnapshot();
    expect(toast?.description).toBe(words.t('realtime.withdrawRejected', { reason: 'Name mismatch' }));
    expect(toast?.tone).toBe('warning');
  });

  it('writes the new unread count from an inbox message without a call', () => {
    const { queryClient, deps } = setup();
    queryClient.setQueryData(PLAYER_KEYS.unread, { count: 2, latestMessageId: 40 });
    handleRealtimeMessage(messages.INBOX, deps);
    expect(queryClient.getQueryData(PLAYER_KEYS.unread)).toEqual({ count: 5, latestMessageId: 40 });
    expect(stale(queryClient)).toEqual([]);
  });

  it('offers "view now" on promotion messages, opening the reward centre one second later', () => {
    const { toasts, openRewardCentre, scheduled, deps } = setup();
    handleRealtimeMessage(messages.MANUAL_PROMO, deps);
    const [toast] = toasts.getSnapshot();
    expect(toast?.action?.label).toBe(words.t('realtime.go'));
    toast?.action?.onAction();
    expect(openRewardCentre).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.ms).toBe(1000);
    scheduled[0]?.callback();
    expect(openRewardCentre).toHaveBeenCalledOnce();
  });

  it('offers no action when the player cannot see the reward centre', () => {
    const { toasts, deps } = setup();
    handleRealtimeMessage(messages.MANUAL_PROMO, { ...deps, openRewardCentre: undefined });
    expect(toasts.getSnapshot()[0]?.action).toBeUndefined();
  });

  it('gives the other message types no reward-centre action', () => {
    const { toasts, deps } = setup();
    handleRealtimeMessage(messages.DEPOSIT, deps);
    handleRealtimeMessage(messages.ONLINE_MSG, deps);
    expect(toasts.getSnapshot().every((toast) => toast.action === undefined)).toBe(true);
  });

  it('shows a broadcast as sent, and names the downline of a transfer to the agent', () => {
    const { toasts, deps } = setup();
    handleRealtimeMessage(messages.ONLINE_MSG, deps);
    handleRealtimeMessage(messages.AGENT_TRANSFER_DOWNLINE_TO_AGENT, deps);
    const [broadcast, transfer] = toasts.getSnapshot();
    expect(broadcast).toMatchObject({ title: 'Maintenance tonight', description: '02:00-04:00' });
    expect(transfer?.description).toBe(
      words.t('realtime.body.AGENT_TRANSFER_DOWNLINE_TO_AGENT', { name: 'member01', amount: '¥70.00' }),
    );
  });

  it('tells each side of an agent transfer its own side: the sender that it was delivered, the downline taken from', () => {
    const { toasts, deps } = setup();
    const sent = messages.AGENT_TRANSFER_AGENT_TO_DOWNLINE;
    const taken = messages.AGENT_TRANSFER_DOWNLINE_TO_AGENT;
    handleRealtimeMessage(sent, { ...deps, words: { ...words, account: sent.fromAccount.toUpperCase() } });
    handleRealtimeMessage(taken, { ...deps, words: { ...words, account: taken.fromAccount } });
    const [sender, downline] = toasts.getSnapshot();
    expect(sender?.title).toBe(words.t('realtime.title.AGENT_TRANSFER_SENT'));
    expect(sender?.description).toBe(
      words.t('realtime.body.AGENT_TRANSFER_SENT', { name: sent.toAccount, amount: words.money(sent.amount) }),
    );
    expect(downline?.title).toBe(words.t('realtime.title.AGENT_TRANSFER_TAKEN'));
    expect(downline?.description).toBe(
      words.t('realtime.body.AGENT_TRANSFER_TAKEN', { name: taken.toAccount, amount: words.money(taken.amount) }),
    );
  });

  it('replaces the toast of a message delivered twice instead of stacking another', () => {
    const { toasts, deps } = setup();
    handleRealtimeMessage(messages.DEPOSIT, deps);
    handleRealtimeMessage(messages.DEPOSIT, deps);
    expect(toasts.getSnapshot()).toHaveLength(1);
  });

  it('reads again what a message changed even while its first read is on its way, and keeps the later answer', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    // The server's list before and after the bonus; the first read left before the grant and answers after the message.
    let onServer = ['VIP birthday gift'];
    const answers: (() => void)[] = [];
    const queryKey = [...PLAYER_KEYS.promotions, 'manualBonus'];
    const observer = new QueryObserver<string[]>(queryClient, {
      queryKey,
      queryFn: () => {
        const sent = onServer;
        return new Promise<string[]>((resolve) => answers.push(() => resolve(sent)));
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(answers).toHaveLength(1);
    onServer = ['VIP birthday gift', 'Weekend bonus'];
    handleRealtimeMessage(messages.MANUAL_PROMO, { ...setup().deps, queryClient });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    for (const answer of answers) answer();
    await vi.waitFor(() => expect(queryClient.getQueryState(queryKey)?.fetchStatus).toBe('idle'));
    expect(queryClient.getQueryData(queryKey)).toEqual(['VIP birthday gift', 'Weekend bonus']);
    expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(false);
    unsubscribe();
  });

  it('refetches what each type changes', () => {
    const expected: Record<string, string[]> = {
      MANUAL_PROMO: ['balance', 'funds', 'points', 'promotions', 'publicState'],
      PROMOTION_CLAIM: ['balance', 'funds', 'points', 'promotions', 'publicState'],
      INBOX: [],
      WITHDRAW: ['balance', 'funds'],
      DEPOSIT: ['balance', 'funds'],
      ONLINE_MSG: [],
      PAYMENT_CONFIRMATION: ['balance', 'funds', 'paymentConfirmations'],
      AGENT_TRANSFER_AGENT_TO_DOWNLINE: ['agentTransfers', 'balance', 'funds'],
      AGENT_TRANSFER_DOWNLINE_TO_AGENT: ['agentTransfers', 'balance', 'funds'],
    };
    for (const message of Object.values(messages)) {
      const { queryClient, deps } = setup();
      handleRealtimeMessage(message, deps);
      expect(stale(queryClient), message.type).toEqual(expected[message.type]);
    }
  });

  it('refreshes the info bar balance and "My points" where they are shown, not only their roots (issue 28)', () => {
    // The keys the screens read: the info bar's and the member centre's balance, the points mall's "My points".
    const myPoints = [...PLAYER_KEYS.points, 'balance'];
    const shown = (queryClient: QueryClient) => ({
      balance: queryClient.getQueryState(PLAYER_KEYS.balance)?.isInvalidated ?? false,
      points: queryClient.getQueryState(myPoints)?.isInvalidated ?? false,
    });
    for (const type of ['MANUAL_PROMO', 'PROMOTION_CLAIM'] as const) {
      const { queryClient, deps } = setup();
      queryClient.setQueryData(myPoints, { points: 100 });
      handleRealtimeMessage(messages[type], deps);
      expect(shown(queryClient), type).toEqual({ balance: true, points: true });
    }
    const { queryClient, deps } = setup();
    queryClient.setQueryData(myPoints, { points: 100 });
    handleRealtimeMessage(messages.ONLINE_MSG, deps);
    expect(shown(queryClient)).toEqual({ balance: false, points: false });
  });
});

describe('what a message moves', () => {
  it('names every type that moves money or points (player-site §4)', () => {
    const moving = Object.fromEntries(
      Object.entries(REALTIME_RULES).map(([type, rule]) => [type, [...rule.moves].sort()]),
    );
    expect(moving).toEqual({
      MANUAL_PROMO: ['money', 'points'],
      PROMOTION_CLAIM: ['money', 'points'],
      INBOX: [],
      WITHDRAW: ['money'],
      DEPOSIT: ['money'],
      ONLINE_MSG: [],
      PAYMENT_CONFIRMATION: ['money'],
      AGENT_TRANSFER_AGENT_TO_DOWNLINE: ['money'],
      AGENT_TRANSFER_DOWNLINE_TO_AGENT: ['money'],
    });
  });

  it('refreshes every place that shows what a row moves', () => {
    for (const [type, rule] of Object.entries(REALTIME_RULES)) {
      const refreshed = refreshedBy(rule as never);
      for (const moved of rule.moves) {
        for (const name of SHOWN_BY[moved]) expect(refreshed, `${type} ${moved}`).toContain(name);
      }
    }
    expect(refreshedBy({ moves: ['money'], invalidate: ['balance', 'agentTransfers'] })).toEqual([
      'balance',
      'funds',
      'agentTransfers',
    ]);
  });
});
