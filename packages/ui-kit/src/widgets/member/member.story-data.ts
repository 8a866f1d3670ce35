// Story-only data (never exported from the package): a member centre like the sandbox's.
import { storyImage } from '../shared/story.helpers';
import type { InboxMessage } from './MessageCentre';
import type { RewardItem, SignInState } from './Rewards';

export const storyCurrency = { currencySymbol: '¥', currencyPosition: 'F' as const };

export const storyAvatar = (n: number) => storyImage(String(n), n * 40, 96, 96);

export const storyRewards: RewardItem[] = [
  {
    id: 1,
    source: 'SIGN_IN',
    title: '签到第 3 天',
    description: '',
    amount: 8,
    status: 'AVAILABLE',
    expiresAt: 1_790_000_000_000,
  },
  { id: 2, source: 'NEWBIE', title: '首次存款', description: '', amount: 18, status: 'CLAIMED', expiresAt: null },
  {
    id: 3,
    source: 'RESCUE',
    title: '救援金',
    description: '',
    amount: 25.5,
    status: 'EXPIRED',
    expiresAt: 1_700_000_000_000,
  },
];

export const storySignIn: SignInState = {
  signedToday: false,
  streak: 2,
  cycle: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, amount: day * 2, signed: day <= 2 })),
};

export const storyMessages: InboxMessage[] = [
  {
    id: 1,
    category: 'INBOX',
    title: '您的 VIP 升级',
    content: '<p>恭喜升级，<strong>享受</strong>新权益。</p>',
    read: false,
    createdAt: 1_764_000_000_000,
  },
  {
    id: 2,
    category: 'NOTICE',
    title: '系统维护',
    content: '<p>周二 03:00-05:00 维护。</p>',
    read: true,
    createdAt: 1_763_900_000_000,
  },
  {
    id: 3,
    category: 'SYSTEM',
    title: '取款已处理',
    content: '<p>款项已汇出。</p>',
    read: false,
    createdAt: 1_763_800_000_000,
  },
];
