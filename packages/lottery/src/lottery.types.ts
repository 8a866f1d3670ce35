/** A lottery game (points §3 "Lottery game"). */
export interface LotteryGame {
  gameId: number | string;
  gameCode: string;
  remark?: string | null;
  /** The play type a menu tile opens with (points §2). */
  defaultPlayType?: string | number | null;
  webIconUrl?: string | null;
  /** The current issue number. */
  numero?: string | null;
  /** Time left in the current issue, as the server sends it. */
  remainTime?: number | null;
  lockTime?: number | null;
  liveVideoSwitch?: boolean | number | string | null;
  gameGroupId?: number | string | null;
  labelName?: string | null;
}

/** A game group of the lottery menu (points §3 "Game group"). */
export interface LotteryGameGroup<G extends LotteryGame = LotteryGame> {
  gameGroupCode: string;
  labelName: string;
  gameMenus: readonly G[];
}

/** The lottery game launch payload (points §3 "Game launch payload (lottery)"). */
export interface LotteryLaunchPayload {
  device: string;
  lottoArea: string;
  lottoPrizeMode: string;
  launchMode: string;
  language: string;
  lottoGameCode: string;
  lottoView: string;
  hasLobby: boolean;
  labelName: string;
}

/** The lottery kinds the quick-bet widget knows (points §2). */
export type QuickPickKind = 'SSC' | '11X5';
