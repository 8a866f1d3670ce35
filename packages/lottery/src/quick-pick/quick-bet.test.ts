import { describe, expect, it } from 'vitest';
import { seededSource } from '../../test/random-helpers';
import type { LotteryGame } from '../lottery.types';
import { chooseQuickBets, quickPickKind, rerollQuickBet } from './quick-bet';

const game = (gameCode: string, labelName?: string): LotteryGame => ({ gameId: gameCode, gameCode, labelName });

describe('quickPickKind', () => {
  it.each([
    [game('CQSSC'), 'SSC'],
    [game('tx_ssc_1m'), 'SSC'],
    [game('GD11X5'), '11X5'],
    [game('jx11x5'), '11X5'],
    [game('g7', '广东11选5'), '11X5'],
    [game('PK10'), undefined],
  ])('reads %j as %s', (g, kind) => {
    expect(quickPickKind(g)).toBe(kind);
  });
});

describe('chooseQuickBets', () => {
  const random = seededSource(9);

  it('takes the first 3 SSC games, then 11X5 games, 5 at most', () => {
    const games = [
      game('SSC1'),
      game('GD11X5'),
      game('SSC2'),
      game('PK10'),
      game('SSC3'),
      game('SSC4'),
      game('JX11X5'),
      game('SD11X5'),
    ];
    const bets = chooseQuickBets(games, { random });
    expect(bets.map((b) => [b.game.gameCode, b.kind])).toEqual([
      ['SSC1', 'SSC'],
      ['SSC2', 'SSC'],
      ['SSC3', 'SSC'],
      ['GD11X5', '11X5'],
      ['JX11X5', '11X5'],
    ]);
    expect(bets[0]!.numbers).toHaveLength(5);
    expect(bets[3]!.numbers.every((n) => /^(0[1-9]|1[01])$/.test(n))).toBe(true);
  });

  it('fills with 11X5 games when there are fewer than 3 SSC games', () => {
    const games = [game('SSC1'), ...['A', 'B', 'C', 'D', 'E'].map((x) => game(`${x}11X5`))];
    expect(chooseQuickBets(games, { random }).map((b) => b.kind)).toEqual(['SSC', '11X5', '11X5', '11X5', '11X5']);
  });

  it('gives fewer than 5 when there are not enough games', () => {
    expect(chooseQuickBets([game('SSC1'), game('PK10')], { random })).toHaveLength(1);
    expect(chooseQuickBets([], { random })).toEqual([]);
  });

  it('takes a merchant-specific kind reader', () => {
    const bets = chooseQuickBets([game('A'), game('B')], {
      random,
      kindOf: (g) => (g.gameCode === 'A' ? 'SSC' : '11X5'),
    });
    expect(bets.map((b) => b.kind)).toEqual(['SSC', '11X5']);
  });

  it('uses the crypto source by default', () => {
    expect(chooseQuickBets([game('SSC1')])[0]!.numbers).toHaveLength(5);
  });

  it('re-rolls a bet with new numbers of the same kind', () => {
    const [ssc, elevenFive] = chooseQuickBets([game('SSC1'), game('GD11X5')], { random });
    const rolled = Array.from({ length: 20 }, () => rerollQuickBet(ssc!, random).numbers.join(''));
    expect(new Set(rolled).size).toBeGreaterThan(1);
    expect(rerollQuickBet(elevenFive!, random)).toMatchObject({ kind: '11X5', game: elevenFive!.game });
    expect(new Set(rerollQuickBet(elevenFive!).numbers).size).toBe(5);
    expect(rerollQuickBet(ssc!).numbers).toHaveLength(5);
  });
});
