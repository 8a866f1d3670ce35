import { z } from 'zod';
import { idInput, optionalFilter, pageInput } from './centres-common';
import { money, pageOf } from './common';
import { endpoint } from './define';
import { friend, inboxMessage, newbieTask, rewardCentreItem, rewardSource, signInState } from './member.schemas';

/** Member centre: reward centre, sign-in and newbie tasks, messages, referral. */
export const memberRewards = {
  rewardCentre: endpoint({
    method: 'GET',
    path: '/wps/member-centre/rewards',
    summary: 'rewardCenter: rewards waiting to be claimed, claimed or expired, by source tab',
    description:
      'Tabs: signInTask (SIGN_IN), newbieTask (NEWBIE), rescueTask (RESCUE), mission and promoList rewards. ' +
      'Reading settles what is due first: done newbie tasks and yesterday-and-earlier rescue bonuses become ' +
      'items, past-due items expire. `available` counts what can be claimed now.',
    input: z.object({
      ...pageInput(10),
      source: optionalFilter(rewardSource),
      status: optionalFilter(z.enum(['AVAILABLE', 'CLAIMED', 'EXPIRED'])),
    }),
    output: pageOf(rewardCentreItem).extend({ available: z.number().int(), availableAmount: money }),
    access: 'member',
    errors: ['trial.account.refused'],
  }),
  claimReward: endpoint({
    method: 'POST',
    path: '/wps/member-centre/rewards/claim',
    summary: 'rewardCenter: claim an available reward into the main wallet',
    input: z.object({ id: idInput }),
    output: z.object({ item: rewardCentreItem, balance: money }),
    access: 'member',
    errors: ['reward.not.claimable', 'trial.account.refused'],
  }),
  newbieTasks: endpoint({
    method: 'GET',
    path: '/wps/member-centre/newbie-tasks',
    summary: 'newbieTask: the first steps of a new player and their rewards',
    input: z.object({}),
    output: z.array(newbieTask),
    access: 'member',
  }),
  signInState: endpoint({
    method: 'GET',
    path: '/wps/member-centre/sign-in',
    summary: "signInTask: today's sign-in and the 7-day streak",
    input: z.object({}),
    output: signInState,
    access: 'member',
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/wps/member-centre/sign-in',
    summary: "signInTask: sign in for today; the day's amount becomes a reward-centre item",
    description: 'Business days start at 00:00 UTC+8. A missed day restarts the 7-day cycle.',
    input: z.object({}),
    output: z.object({ state: signInState, item: rewardCentreItem }),
    access: 'member',
    errors: ['signin.already.done', 'trial.account.refused'],
  }),
  messages: endpoint({
    method: 'GET',
    path: '/wps/member-centre/messages',
    summary: 'messageV2: inbox and platform messages, newest first, by category and read state',
    input: z.object({
      ...pageInput(10),
      category: optionalFilter(z.enum(['INBOX', 'NOTICE', 'SYSTEM'])),
      read: optionalFilter(z.enum(['READ', 'UNREAD'])),
    }),
    output: pageOf(inboxMessage).extend({ unreadCount: z.number().int() }),
    access: 'member',
  }),
  readMessages: endpoint({
    method: 'POST',
    path: '/wps/member-centre/messages/read',
    summary: 'messageV2: mark messages read (ids, or every message with all)',
    input: z.object({ ids: z.array(idInput).max(500).default([]), all: z.boolean().default(false) }),
    output: z.object({ unreadCount: z.number().int() }),
    access: 'member',
    idempotent: true,
  }),
  deleteMessages: endpoint({
    method: 'POST',
    path: '/wps/member-centre/messages/delete',
    summary: 'messageV2: delete messages',
    input: z.object({ ids: z.array(idInput).min(1).max(500) }),
    output: z.object({ unreadCount: z.number().int() }),
    access: 'member',
    idempotent: true,
  }),
  referral: endpoint({
    method: 'GET',
    path: '/wps/member-centre/referral',
    summary: 'referral (invite friends): the invite code and link, and the friend overview',
    description: 'Friends are the accounts registered under the player (their invite link or direct downline).',
    input: z.object({}),
    output: z.object({
      code: z.string(),
      inviteLink: z.string(),
      friends: z.number().int(),
      activeFriends: z.number().int(),
      depositedFriends: z.number().int(),
      friendBetAmount: money,
    }),
    access: 'member',
    errors: ['trial.account.refused'],
  }),
  referralFriends: endpoint({
    method: 'GET',
    path: '/wps/member-centre/referral/friends',
    summary: 'referral: the friends, newest first',
    input: z.object(pageInput(10)),
    output: pageOf(friend),
    access: 'member',
  }),
} as const;
