import { describe, expect, it } from 'vitest';
import { validateLotterySearch, validateTrendSearch, validateVnLotterySearch } from './lottery.search';

describe('the lottery pages’ queries', () => {
  it('keeps /lottery’s gameCode, playType, gameId, bet_param, a known lane and a known mode', () => {
    expect(
      validateLotterySearch({
        gameCode: ' CQSSC ',
        playType: 1,
        gameId: '101',
        bet_param: 'QB1',
        lottoGameGroup: 'elott',
        mode: '2',
      }),
    ).toEqual({ gameCode: 'CQSSC', playType: '1', gameId: '101', bet_param: 'QB1', lottoGameGroup: 'ELOTT', mode: 2 });
  });

  it('drops what it does not know rather than refusing the page', () => {
    expect(validateLotterySearch({ gameCode: '', lottoGameGroup: 'CASINO', mode: 3, extra: 'x' })).toEqual({});
    expect(validateVnLotterySearch({ gameCode: ['VNHCM'], mode: '1' })).toEqual({ mode: 1 });
    expect(validateTrendSearch({ gameUrl: 'x'.repeat(400) }).gameUrl).toHaveLength(300);
  });
});
