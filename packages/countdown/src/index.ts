export { createServerClock, type ServerClock, type ServerClockOptions } from './clock/server-clock';
export { COUNTDOWN_TIMES, HIDDEN_COUNTDOWN } from './countdown.constants';
export type { Clock, CountdownTimers, RuntimeOptions } from './countdown.runtime';
export {
  formatCountdown,
  formatHhMmSs,
  formatIssueCountdown,
  formatMmSs,
  wholeSeconds,
} from './format/countdown.format';
export { createIssueCountdown } from './issue/issue-countdown.machine';
export type {
  IssueCountdownActions,
  IssueCountdownOptions,
  IssueCountdownPhase,
  IssueCountdownState,
  IssueCountdownStore,
  IssueTiming,
} from './issue/issue-countdown.types';
export {
  createDelayLock,
  createPasswordChangeLock,
  type DelayLockActions,
  type DelayLockOptions,
  type DelayLockState,
  type DelayLockStore,
} from './lock/delay-lock.machine';
export { createRaffleTip, type RaffleTipVerdict, raffleTipPhase } from './raffle-tip/raffle-tip.machine';
export type {
  RaffleGoneDetails,
  RaffleGoneReason,
  RaffleTipActions,
  RaffleTipOptions,
  RaffleTipPhase,
  RaffleTipState,
  RaffleTipStore,
  RaffleTipTimes,
} from './raffle-tip/raffle-tip.types';
export { createSmsCodeButton } from './sms-code/sms-code.machine';
export {
  SMS_COUNTDOWN_RULES,
  type SmsCountdownRule,
  type SmsPurpose,
  type SmsSendResult,
  smsCountdownEndsAt,
} from './sms-code/sms-code.rules';
export type {
  SmsCodeActions,
  SmsCodeOptions,
  SmsCodePhase,
  SmsCodeState,
  SmsCodeStore,
} from './sms-code/sms-code.types';
