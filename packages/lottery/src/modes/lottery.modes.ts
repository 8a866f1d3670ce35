/** The vendor lanes that carry lottery (points §2 "LOTT or ELOTT"), plus SEA lottery. */
export type LotteryLane = 'LOTT' | 'ELOTT' | 'SEA';

export type PlayModeName = 'traditional' | 'entertainment' | 'single';

export interface PlayMode {
  /** The `lottoMode` sent to lottoLobby. */
  mode: number;
  name: PlayModeName;
}

/**
 * Play modes per lane (points §9 "Lottery modes: LOTT 1 Traditional, 2 Entertainment; ELOTT likewise; SEA single;
 * long_dragon mode 2"). The first is the default.
 */
export const PLAY_MODES: Readonly<Record<LotteryLane, readonly PlayMode[]>> = {
  LOTT: [
    { mode: 1, name: 'traditional' },
    { mode: 2, name: 'entertainment' },
  ],
  ELOTT: [
    { mode: 1, name: 'traditional' },
    { mode: 2, name: 'entertainment' },
  ],
  SEA: [{ mode: 1, name: 'single' }],
};

/** Game codes that force a mode (points §2 "gameCode long_dragon for long-dragon betting"; §9 "long_dragon mode 2"). */
export const FORCED_PLAY_MODES: Readonly<Record<string, number>> = { long_dragon: 2 };

/** Whether the player can choose between modes (SEA has a single one). */
export function hasModeChoice(lane: LotteryLane): boolean {
  return PLAY_MODES[lane].length > 1;
}

/**
 * The mode to open: the one a game code forces, else the requested one when the lane has it, else the lane's
 * first (default).
 */
export function resolvePlayMode(lane: LotteryLane, gameCode?: string | null, requested?: number | null): number {
  const forced = gameCode ? FORCED_PLAY_MODES[gameCode] : undefined;
  if (forced !== undefined) return forced;
  const modes = PLAY_MODES[lane];
  return modes.find((m) => m.mode === requested)?.mode ?? modes[0]!.mode;
}

/** A vendor entry of a lane in the game-vendor lists (player-site §3 "Game": vassalage/vendor, accountTypeName). */
export interface LotteryVendor {
  accountTypeName?: string | null;
  vendor?: string | null;
  vassalage?: string | null;
  displayName?: string | null;
}

export type PrizeMode = 'Lott' | 'Elott';

/** A Vietnam lottery vendor: a name that starts with VN or says Vietnam. */
export function isVietnamLottery(vendor: LotteryVendor): boolean {
  return [vendor.accountTypeName, vendor.vendor, vendor.vassalage, vendor.displayName].some(
    (name) => typeof name === 'string' && /^VN|VIETNAM/i.test(name.trim()),
  );
}

/**
 * The lottery prize mode (points §4): Lott when the LOTT lane lists a Vietnam lottery, else Elott when the ELOTT lane
 * does, else unset (undefined: send no prizeMode).
 */
export function prizeModeFromVendors(
  lanes: { LOTT?: readonly LotteryVendor[] | null; ELOTT?: readonly LotteryVendor[] | null },
  isVietnam: (vendor: LotteryVendor) => boolean = isVietnamLottery,
): PrizeMode | undefined {
  if (lanes.LOTT?.some(isVietnam)) return 'Lott';
  if (lanes.ELOTT?.some(isVietnam)) return 'Elott';
  return undefined;
}
