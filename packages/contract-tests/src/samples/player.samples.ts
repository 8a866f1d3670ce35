/** Samples of the player-site groups: member, wallet, notices, promotions, payments, games, chat, feedback. */
import type { ApiClient } from '@platform/api-client';
import type { GroupSamples } from './sample.types';

/** A 1x1 PNG as a data URL: claim pictures, proofs and feedback files are images. */
const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

type Game = Awaited<ReturnType<ApiClient['games']['list']>>['games'][number];

/** The first game of the lobby (that `accept` takes), with the vendor (vassalage) it belongs to. */
async function firstGame(client: ApiClient, accept: (game: Game) => boolean = () => true) {
  const groups = await client.games.vendors();
  for (const group of groups) {
    for (const vendor of group.vendors) {
      const page = await client.games.list({ vassalage: vendor.vendor, pageNum: 1, pageSize: 40 });
      const game = page.games.find(accept);
      if (game) return { game, vassalage: vendor.vendor };
    }
  }
  throw new Error('the sandbox seeds no game');
}

export const memberSamples: GroupSamples<'member'> = {
  info: {},
  setInfo: { input: { nickname: 'Lucky Star' } },
  avatar: {},
  setAvatar: { input: { avatarType: 'STATIC', avatar: '3' } },
  rankProgress: {},
  publicState: {},
  unreadMessages: {},
  rebate: {},
};

export const walletSamples: GroupSamples<'wallet'> = {
  balance: {},
  fundsConsolidated: {},
  transfer: {
    input: async ({ client }) => {
      const { balance } = await client.wallet.balance();
      const main = balance.find((wallet) => wallet.isMain);
      const other = balance.find((wallet) => !wallet.isMain);
      if (!main || !other) throw new Error('member01 has no vendor wallet to transfer to');
      return { fromWallet: main.walletCode, toWallet: other.walletCode, amount: 1 };
    },
  },
  merchantWallet: { input: { merchantCode: 'AURUM' } },
};

export const noticesSamples: GroupSamples<'notices'> = {
  list: { input: { page: 1, size: 10 } },
};

export const promotionsSamples: GroupSamples<'promotions'> = {
  list: {},
  claim: {
    input: async ({ client }) => {
      const promotion = (await client.promotions.list()).list.find((item) => item.claimable);
      if (!promotion) throw new Error('member01 has no claimable promotion in the sandbox');
      return {
        promotionId: promotion.id,
        remarks: promotion.remarkRequired === 'Y' ? 'Contract test' : undefined,
        pictures: promotion.imageRequired === 'Y' ? [tinyPng] : undefined,
      };
    },
  },
  availableCount: {},
  raffleTip: {},
  raffleClaim: {
    input: async ({ client, sandbox }) => {
      const tip = await client.promotions.raffleTip();
      if (!tip) throw new Error('member01 has no raffle in the sandbox');
      // The seeded draws cover 00:00-22:00 UTC; between 22:00 and midnight the tip is the next draw, not open yet, so
      // the sandbox clock moves to a second after it opens (put back by `check`).
      if (!tip.hasStarted) sandbox.runtime.clock.offsetMs += tip.time + 1_000 - sandbox.runtime.clock.now();
      return { promotionId: tip.promotionId, raffleScheduleId: tip.raffleScheduleId };
    },
    check: (_prize, { sandbox }) => {
      sandbox.runtime.clock.offsetMs = 0;
    },
  },
  prizes: {},
  prizesSeen: {
    input: async ({ client }) => {
      const prize = (await client.promotions.prizes())[0];
      if (!prize) throw new Error('member01 has no prize in the sandbox');
      return { ids: [prize.id] };
    },
  },
  manualBonus: {},
  manualBonusSeen: {
    input: async ({ client }) => {
      const bonus = (await client.promotions.manualBonus())[0];
      if (!bonus) throw new Error('member01 has no manual bonus in the sandbox');
      return { ids: [bonus.id] };
    },
  },
};

export const paymentsSamples: GroupSamples<'payments'> = {
  list: { as: 'payer01' },
  answer: {
    as: 'payer01',
    input: async ({ client }) => {
      const item = (await client.payments.list())[0];
      if (!item) throw new Error('payer01 has no payment confirmation in the sandbox');
      return item.isAutoConfirmed === 'Y'
        ? { payDetailId: item.payDetailId, isMoneyReceived: 'A' }
        : { payDetailId: item.payDetailId, isMoneyReceived: 'Y' };
    },
  },
};

export const gamesSamples: GroupSamples<'games'> = {
  vendors: {},
  list: {
    input: async ({ client }) => {
      const { vassalage } = await firstGame(client);
      return { vassalage, pageNum: 1, pageSize: 40 };
    },
  },
  hot: { input: { pageNum: 1, pageSize: 12 } },
  recent: { input: { pageNum: 1, pageSize: 40 } },
  favourites: { input: { pageNum: 1, pageSize: 40 } },
  addFavourite: { input: async ({ client }) => ({ gameId: (await firstGame(client)).game.gameId }) },
  removeFavourite: { input: async ({ client }) => ({ gameId: (await firstGame(client)).game.gameId }) },
  cards: { input: { gameType: 'LIVE' } },
  rngVendors: {},
  launch: {
    input: async ({ client }) => {
      const { game, vassalage } = await firstGame(client);
      // The popup's platform value suits flash and html5 vendors alike.
      return { gameId: game.gameId, vassalage, confirmTrans: true, platform: 'flash,html5-desktop' };
    },
  },
  launchTrial: {
    input: async ({ client }) => {
      // supportPlay 0: the game has a free trial (player-site §3).
      const { game, vassalage } = await firstGame(client, (candidate) => candidate.supportPlay === 0);
      return { gameId: game.gameId, vassalage, platform: 'flash,html5-desktop' };
    },
  },
  logoutGame: {},
  winners: { input: { size: 10 } },
};

export const chatSamples: GroupSamples<'chat'> = {
  status: {},
  permission: {},
  liveChatVerify: {
    input: async ({ clientAs }) => {
      const member = await clientAs('member01');
      const { liveChat } = await member.chat.status();
      if (!liveChat) throw new Error('the sandbox offers no live chat to member01');
      return { userId: liveChat.userId, verifyToken: liveChat.verifyToken };
    },
  },
  csEntries: {},
  csScript: {
    input: async ({ client }) => {
      const entry = (await client.chat.csEntries())[0];
      if (!entry) throw new Error('the sandbox seeds no customer-service entry');
      return { id: entry.id };
    },
  },
};

export const feedbackSamples: GroupSamples<'feedback'> = {
  submit: {
    input: async ({ captcha }) => ({
      content: 'The lobby loads slowly in the evening; please have a look at it.',
      type: 3,
      ...(await captcha('feedback')),
    }),
  },
};
