import { centresTimes } from '../shared/centres.constants';
import type { Schedule } from './schedule';

/**
 * The lottery games of the gateway. SSC draws every 60 s and 11X5 every 90 s (staggered so draws spread over the
 * minute), Vietnam lotteries once a day at their region's hour (UTC+7: south 16:15, central 17:15, north 18:15).
 * The LOTT lane's vendor (TCG, a Vietnam lottery) runs them; the ELOTT lane's (VR) offers the same games with the
 * entertainment prize table.
 */
export type LotteryKind = 'SSC' | '11X5' | 'VN';
export type VnRegion = 'NORTH' | 'CENTRAL' | 'SOUTH';

export interface LotteryGameSeed {
  id: number;
  code: string;
  name: string;
  kind: LotteryKind;
  groupCode: string;
  remark: string;
  defaultPlayType: string;
  liveVideo: 0 | 1;
  schedule: Schedule;
  region?: VnRegion;
}

const { second, minute, hour } = centresTimes;
const vnOffset = 7 * hour;
const ssc = (phaseMs: number): Schedule => ({ type: 'INTERVAL', periodMs: 60 * second, phaseMs, lockMs: 10 * second });
const elevenFive = (phaseMs: number): Schedule => ({
  type: 'INTERVAL',
  periodMs: 90 * second,
  phaseMs,
  lockMs: 15 * second,
});
const vn = (localHour: number, localMinute: number): Schedule => ({
  type: 'DAILY',
  atLocalMs: localHour * hour + localMinute * minute,
  tzOffsetMs: vnOffset,
  lockMs: 15 * minute,
});

export const lotteryGroups = [
  { id: 1, code: 'SSC', labelName: 'Shi Shi Cai' },
  { id: 2, code: '11X5', labelName: '11 Choose 5' },
  { id: 3, code: 'VN', labelName: 'Vietnam Lottery' },
] as const;

export const lotteryCatalogue: LotteryGameSeed[] = [
  {
    id: 101,
    code: 'CQSSC',
    name: 'Chongqing SSC',
    kind: 'SSC',
    groupCode: 'SSC',
    remark: 'Every minute',
    defaultPlayType: 'FIVE_STRAIGHT',
    liveVideo: 1,
    schedule: ssc(0),
  },
  {
    id: 102,
    code: 'TJSSC',
    name: 'Tianjin SSC',
    kind: 'SSC',
    groupCode: 'SSC',
    remark: 'Every minute',
    defaultPlayType: 'FIVE_STRAIGHT',
    liveVideo: 0,
    schedule: ssc(20 * second),
  },
  {
    id: 103,
    code: 'XJSSC',
    name: 'Xinjiang SSC',
    kind: 'SSC',
    groupCode: 'SSC',
    remark: 'Every minute',
    defaultPlayType: 'FIVE_STRAIGHT',
    liveVideo: 0,
    schedule: ssc(40 * second),
  },
  {
    id: 104,
    code: 'TXFFC',
    name: 'Tencent 1-minute',
    kind: 'SSC',
    groupCode: 'SSC',
    remark: 'Every minute',
    defaultPlayType: 'SUM_SIZE',
    liveVideo: 0,
    schedule: ssc(30 * second),
  },
  {
    id: 105,
    code: 'HNSSC',
    name: 'Hanoi 1-minute SSC',
    kind: 'SSC',
    groupCode: 'SSC',
    remark: 'Every minute',
    defaultPlayType: 'SUM_SIZE',
    liveVideo: 1,
    schedule: ssc(50 * second),
  },
  {
    id: 201,
    code: 'GD11X5',
    name: 'Guangdong 11X5',
    kind: '11X5',
    groupCode: '11X5',
    remark: 'Every 90 seconds',
    defaultPlayType: 'ANY_ONE',
    liveVideo: 0,
    schedule: elevenFive(0),
  },
  {
    id: 202,
    code: 'JX11X5',
    name: 'Jiangxi 11X5',
    kind: '11X5',
    groupCode: '11X5',
    remark: 'Every 90 seconds',
    defaultPlayType: 'ANY_ONE',
    liveVideo: 0,
    schedule: elevenFive(30 * second),
  },
  {
    id: 203,
    code: 'SD11X5',
    name: 'Shandong 11X5',
    kind: '11X5',
    groupCode: '11X5',
    remark: 'Every 90 seconds',
    defaultPlayType: 'SUM_SIZE',
    liveVideo: 0,
    schedule: elevenFive(60 * second),
  },
  {
    id: 301,
    code: 'VNHCM',
    name: 'Ho Chi Minh Lottery',
    kind: 'VN',
    groupCode: 'VN',
    remark: 'Daily 16:15 (UTC+7)',
    defaultPlayType: 'DE',
    liveVideo: 1,
    schedule: vn(16, 15),
    region: 'SOUTH',
  },
  {
    id: 302,
    code: 'VNMK',
    name: 'Mekong Lottery',
    kind: 'VN',
    groupCode: 'VN',
    remark: 'Daily 16:15 (UTC+7)',
    defaultPlayType: 'DE',
    liveVideo: 0,
    schedule: vn(16, 15),
    region: 'SOUTH',
  },
  {
    id: 303,
    code: 'VNDN',
    name: 'Da Nang Lottery',
    kind: 'VN',
    groupCode: 'VN',
    remark: 'Daily 17:15 (UTC+7)',
    defaultPlayType: 'DE',
    liveVideo: 0,
    schedule: vn(17, 15),
    region: 'CENTRAL',
  },
  {
    id: 304,
    code: 'VNHN',
    name: 'Ha Noi Lottery',
    kind: 'VN',
    groupCode: 'VN',
    remark: 'Daily 18:15 (UTC+7)',
    defaultPlayType: 'DE',
    liveVideo: 1,
    schedule: vn(18, 15),
    region: 'NORTH',
  },
];

/** Lanes and their vendors (the player half's vendor codes): which prize mode each lane's lobby uses. */
export const lotteryLanes = {
  LOTT: { vendor: 'TCG', prizeMode: 'Lott' },
  ELOTT: { vendor: 'VR', prizeMode: 'Elott' },
  SEA: { vendor: 'TCG', prizeMode: 'Lott' },
} as const;

export const lotteryRules = {
  /** Draws stored for a game that has none yet (so results show from the first start). */
  initialHistory: 50,
  /** At most this many draws are stored per game when a moved clock skipped many (the newest ones). */
  catchUpDraws: 200,
  /** The background drawer's tick: issues are drawn within this long of closing even when nobody asks. */
  schedulerTickMs: 5_000,
  /** The lobby ticket's life. */
  ticketLifeMs: 2 * hour,
  /** Popular games rank by stakes of this window. */
  popularWindowMs: 24 * hour,
  /** The jackpot: a base, growth per minute of the month, and a share of the month's lottery stakes (THB). */
  jackpot: { base: 1_888_888, perMinute: 0.5, stakeShare: 0.01 },
  /** Merchant currencies in THB, for the jackpot. */
  thbPer: { CNY: 5, VND: 0.0014, THB: 1, USD: 36 } as Record<string, number>,
  /** Stand-in betting: payouts per market (stake included). */
  odds: {
    SUM_SIZE: 1.98,
    SUM_PARITY: 1.98,
    DE: 70,
    // 1 in 100,000 (SSC five digits in order) and 1 in 462 (11X5 five of eleven), paid at about 90 %.
    STRAIGHT: 90_000,
    ANY5: 415,
  } as Record<string, number>,
  minStake: 1,
} as const;
