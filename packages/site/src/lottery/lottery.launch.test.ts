import { describe, expect, it } from 'vitest';
import { lotteryLaunchInput } from './lottery.launch';

const base = { vietnam: false, prizeMode: undefined, gameCode: undefined, language: 'EN' as const, mode: undefined };

describe('lotteryLaunchInput', () => {
  it('opens the lottery lobby in the LOTT lane, traditional, with no prize mode when the vendors name none', () => {
    expect(lotteryLaunchInput(base)).toEqual({
      device: 'web',
      launchMode: 'LOTT',
      language: 'EN',
      lottoGameCode: '',
      lottoView: 'BET',
      hasLobby: true,
      labelName: '',
      lottoMode: 1,
    });
  });

  it('opens a game in the chosen mode with the vendors’ prize mode', () => {
    expect(lotteryLaunchInput({ ...base, gameCode: 'CQSSC', prizeMode: 'Lott', mode: 2 })).toMatchObject({
      lottoGameCode: 'CQSSC',
      lottoPrizeMode: 'Lott',
      hasLobby: false,
      lottoMode: 2,
    });
  });

  it('always opens long_dragon in mode 2 and SEA in its single mode', () => {
    expect(lotteryLaunchInput({ ...base, gameCode: 'long_dragon', mode: 1 }).lottoMode).toBe(2);
    expect(lotteryLaunchInput({ ...base, lane: 'SEA', mode: 2 })).toMatchObject({ launchMode: 'SEA', lottoMode: 1 });
  });

  it('opens a Vietnam lottery in the lane of its prize mode, area VN', () => {
    expect(lotteryLaunchInput({ ...base, vietnam: true, prizeMode: 'Elott', gameCode: 'VNHCM' })).toMatchObject({
      lottoArea: 'VN',
      launchMode: 'ELOTT',
      lottoPrizeMode: 'Elott',
    });
    expect(lotteryLaunchInput({ ...base, vietnam: true, gameCode: 'VNHN' }).launchMode).toBe('LOTT');
  });
});
