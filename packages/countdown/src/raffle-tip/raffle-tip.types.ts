import type { RuntimeOptions } from '../countdown.runtime';

/** The raffle tip's times and status (player-site §3 "Raffle tip"). */
export interface RaffleTipTimes {
  /** When claiming opens (the status's `time`), ms since the epoch on the server's clock. */
  startsAt: number;
  /** When the tip goes away (the status's `due`), ms since the epoch on the server's clock. */
  dueAt: number;
  isClaimed?: boolean;
  /** The server says claiming is open, whatever the clocks say. */
  hasStarted?: boolean;
  hasEnded?: boolean;
}

/** `counting` (claim disabled) → `claimable` → `gone` (player-site §4 "Raffle tip"). */
export type RaffleTipPhase = 'counting' | 'claimable' | 'gone';

export type RaffleGoneReason = 'claimed' | 'ended' | 'due';

export interface RaffleGoneDetails {
  reason: RaffleGoneReason;
  /**
   * Whether the stored raffle data must be removed: yes when claimed or ended (player-site §4); a tip that merely
   * passed its due time only disappears.
   */
  removeStoredData: boolean;
}

export interface RaffleTipState {
  phase: RaffleTipPhase;
  /** ms to the start while counting, to the due time while claimable, 0 when gone. */
  remainingMs: number;
  /** The claim button's state: true only while claimable. */
  canClaim: boolean;
  goneReason: RaffleGoneReason | null;
}

export interface RaffleTipActions {
  /** New status from the server (polling or a realtime message). */
  update(tip: RaffleTipTimes): void;
  /** The claim call succeeded. */
  markClaimed(): void;
  dispose(): void;
}

export type RaffleTipStore = RaffleTipState & RaffleTipActions;

export interface RaffleTipOptions extends RuntimeOptions {
  tip: RaffleTipTimes;
  /** Called each time the tip goes away. */
  onGone?: (details: RaffleGoneDetails) => void;
}
