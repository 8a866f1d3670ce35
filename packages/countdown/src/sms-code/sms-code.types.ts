import type { RuntimeOptions } from '../countdown.runtime';
import type { SmsPurpose, SmsSendResult } from './sms-code.rules';

/** `ready` → `loading` (sending) → `countdown` → `ready`; a failed send goes back to `ready`. */
export type SmsCodePhase = 'ready' | 'loading' | 'countdown';

export interface SmsCodeState {
  readonly purpose: SmsPurpose;
  phase: SmsCodePhase;
  /** Whole seconds left while counting down (rounded up); 0 otherwise. */
  remainingSeconds: number;
  /** When the countdown ends, on the clock's time; null unless counting down. */
  endsAt: number | null;
  /** What the last send failed with (the view shows its message as a warning); null after a success or reset. */
  error: unknown;
}

export interface SmsCodeActions {
  /**
   * Sends a code when ready: resolves true once the countdown started, false when not ready, disposed, reset while
   * sending, or when the send failed (then `error` holds why and the button is ready again).
   */
  send(): Promise<boolean>;
  /** Starts the countdown from an answer obtained elsewhere (a login call that already sent the second-factor code). */
  startCountdown(result?: SmsSendResult): void;
  /** Back to ready, forgetting any countdown and any send in flight (login mode toggled, dialog closed). */
  reset(): void;
  dispose(): void;
}

export type SmsCodeStore = SmsCodeState & SmsCodeActions;

export interface SmsCodeOptions extends RuntimeOptions {
  /** Which countdown rule applies (`SMS_COUNTDOWN_RULES`). */
  purpose: SmsPurpose;
  /** Sends the code; resolves with the answer's `expiredMinutes` / `expirationTime` when it has them. */
  send(): Promise<SmsSendResult | undefined>;
  /** Called with the error of a failed send. */
  onError?: (error: unknown) => void;
}
