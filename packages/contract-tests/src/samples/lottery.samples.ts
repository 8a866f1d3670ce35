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
  url: {},
  jackpot: { input: { currency: 'THB' } },
};
