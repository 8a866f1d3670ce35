import { centresTimes } from '../shared/centres.constants';

/**
 * Amounts and limits of the member centre, in one table. Money is in CNY and multiplied by the merchant's money
 * scale. The spec shows none of them; they are the sandbox's choices (README, "Centres").
 */
export const memberCentreRules = {
  /** What each day of the 7-day sign-in cycle pays. */
  signInCycle: [1, 2, 3, 5, 8, 10, 18],
  /** Newbie task rewards. */
  newbieRewards: { BIND_MOBILE: 8, SET_PAYMENT_PASSWORD: 5, FIRST_DEPOSIT: 18, FIRST_BET: 8 },
  /** Rescue bonus: a share of a business day's net loss from this loss up, capped, offered for the last 7 days. */
  rescue: { minLoss: 100, rate: 0.05, cap: 888, lookbackDays: 7 },
  /** How long an item can be claimed. */
  itemLifeMs: 7 * centresTimes.day,
  rescueLifeMs: 3 * centresTimes.day,
  withdraw: { min: 100, max: 50_000 },
  depositChannels: [
    { code: 'BANK', name: 'Bank transfer', min: 100, max: 50_000 },
    { code: 'EWALLET', name: 'E-wallet', min: 50, max: 20_000 },
    { code: 'USDT', name: 'USDT (TRC20)', min: 200, max: 100_000 },
  ],
  /** Friends who bet within this many days count as active. */
  activeFriendDays: 30,
} as const;

export type NewbieTaskCode = keyof typeof memberCentreRules.newbieRewards;
