import type { GroupSamples } from './sample.types';

export const lotterySamples: GroupSamples<'lottery'> = {
  games: {},
  popular: { input: { count: 6 } },
  gameMenus: {},
  recentMenus: { input: { count: 5 } },
  draws: { input: { size: 5 } },
  nearIssues: {
    input: async ({ client }) => {
      const game = (await client.lottery.games()).games[0];
      if (!game) throw new Error('the sandbox seeds no lottery game');
      return { gameId: game.gameId };
    },
  },
  openedNumero: {},
  vnGames: {},
  vnResults: {
    // The latest drawn day: a fresh sandbox has none until a region's first daily draw time has passed.
    input: async ({ client }) => {
      const game = (await client.lottery.vnGames())[0];
      if (!game) throw new Error('the sandbox seeds no Vietnam lottery');
      return { gameCode: game.gameCode };
    },
    mayRefuse: 'not.found',
  },
  longDragon: {},
  lobby: {},
  // A sum bet on the first SSC game; it may meet the issue's lock (the last 10 s before a draw).
  bet: {
    input: { gameCode: 'CQSSC', market: 'SUM_SIZE', selection: 'BIG', amount: 1 },
    mayRefuse: 'lottery.issue.closed',
  },
  url: {},
  jackpot: { input: { currency: 'THB' } },
};
