import type { Page } from '@playwright/test';
import { control } from './control';
import type { MerchantApp } from './merchants';

/** Helpers of the lottery browser tests (lottery-*.spec.ts). */

export interface ListedGame {
  gameId: number;
  gameCode: string;
  gameName: string;
  numero: string;
  drawTime: number;
  closeTime: number;
  remainTime: number;
  lockTime: number;
}

/** The lottery games as the gateway lists them now (sandbox time). */
export async function lotteryGames(page: Page, merchant: MerchantApp): Promise<ListedGame[]> {
  const response = await page.request.get('/lgw/games', { headers: { Merchant: merchant.code } });
  return ((await response.json()) as { value: { games: ListedGame[] } }).value.games;
}

export async function lotteryGame(page: Page, merchant: MerchantApp, code: string): Promise<ListedGame> {
  const game = (await lotteryGames(page, merchant)).find((g) => g.gameCode === code);
  if (!game) throw new Error(`the sandbox lists no ${code}`);
  return game;
}

/** The sandbox clock's offset, to put back in `finally` (control API flags persist across tests). */
export async function clockOffset(): Promise<number> {
  return (await control<{ offsetMs: number }>('/clock')).offsetMs;
}

export const moveClock = (advanceMs: number) => control<{ now: number }>('/clock', { body: { advanceMs } });
export const setClockOffset = (offsetMs: number) => control('/clock', { body: { offsetMs } });

/**
 * Moves the sandbox clock to the start of the game's next issue when the open one locks within `margin` ms, so a bet
 * placed now lands on the issue a fixed result is set for.
 */
export async function roomToBet(page: Page, merchant: MerchantApp, code: string, margin = 30_000): Promise<void> {
  const game = await lotteryGame(page, merchant, code);
  if (game.lockTime < margin) await moveClock(game.remainTime + 500);
}

/**
 * Fixes the numbers of a game's next draw (control API). Draws are the sandbox's, not a merchant's: when an earlier
 * test (the other merchant's run, with the clock put back since) fixed that issue already, the clock moves on to the
 * next issue and fixes that one.
 */
export async function fixResult(page: Page, merchant: MerchantApp, gameCode: string, numbers: readonly string[]) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await control<{ gameCode: string; numero: string; drawTime: number }>('/lottery/result', {
        body: { gameCode, numbers },
      });
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('already has a result')) throw error;
      await moveClock((await lotteryGame(page, merchant, gameCode)).remainTime + 500);
    }
  }
}

/** The lottery lobby's quick-bet panel. */
export const quickBet = (page: Page) => page.getByRole('region', { name: 'Quick bet' });
