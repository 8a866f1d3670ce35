import type { RequestContext } from '../../core/context';
import { ApiFailure } from '../../core/failure';
import { implement } from '../../core/handlers';
import { refuseWhenLimitReached } from '../responsible-gaming/rg.service';
import { isTrial, refuseTrial } from '../shared/guards';
import { requireCurrencyAmount } from '../shared/money.input';
import { createTicket, type LaunchPayload, placeLotteryBet, resolveMode } from './lobby.service';
import { lotteryLanes } from './lottery.catalogue';
import { settledGames } from './lottery.views';

export const standInPrefix = '/lgw/stand-in';
const originOf = (ctx: RequestContext) => new URL(ctx.hono.req.url).origin;

function lobbyUrl(origin: string, ticket: string, payload: LaunchPayload) {
  const query = new URLSearchParams({ ticket });
  if (payload.lottoGameCode) query.set('game', payload.lottoGameCode);
  if (payload.lottoView === 'TREND') query.set('view', 'TREND');
  return `${origin}${standInPrefix}/lobby?${query}`;
}

/** A game code the lobby can open: a game of the gateway, long_dragon, or empty for the lobby itself. */
async function checkGameCode(ctx: RequestContext, code: string) {
  if (code === '' || code === 'long_dragon') return null;
  const { byCode } = await settledGames(ctx.db, ctx.now());
  const game = byCode.get(code);
  if (!game) throw new ApiFailure('lottery.game.not.found', `No lottery game ${code}.`);
  return game;
}

export const lobbyHandlers = implement('lottery', {
  async bet(input, ctx) {
    refuseTrial(ctx.customer);
    const game = await checkGameCode(ctx, input.gameCode);
    if (!game) throw new ApiFailure('lottery.game.not.found', `No lottery game ${input.gameCode}.`);
    requireCurrencyAmount(input.amount, ctx.merchant.currency);
    await refuseWhenLimitReached(ctx);
    // The quick bet is a bet of the main site: the traditional prize table (Lott), as the LOTT lane opens.
    return placeLotteryBet(ctx.db, ctx.customer, game, { ...input, prizeMode: lotteryLanes.LOTT.prizeMode }, ctx.now());
  },

  async lobby(input, ctx) {
    refuseTrial(ctx.customer);
    const game = await checkGameCode(ctx, input.lottoGameCode);
    const payload: LaunchPayload = {
      device: input.device,
      lottoArea: input.lottoArea || (game?.kind === 'VN' ? 'VN' : 'CN'),
      lottoPrizeMode: input.lottoPrizeMode ?? lotteryLanes[input.launchMode].prizeMode,
      launchMode: input.launchMode,
      language: input.lang ?? input.language,
      lottoGameCode: input.lottoGameCode,
      lottoView: input.lottoView,
      hasLobby: input.hasLobby,
      labelName: input.labelName || (game?.name ?? ''),
    };
    const lottoMode = resolveMode(input.launchMode, input.lottoGameCode, input.lottoMode);
    const ticket = await createTicket(ctx.db, ctx.customer, ctx.session, { ...payload, lottoMode }, ctx.now());
    return { url: lobbyUrl(originOf(ctx), ticket.ticket, payload), lottoMode, payload, expiresAt: ticket.expires_at };
  },

  async url(input, ctx) {
    const game = await checkGameCode(ctx, input.gameCode ?? '');
    const code = game?.code ?? input.gameCode ?? '';
    if (!ctx.customer || !ctx.session || isTrial(ctx.customer)) {
      const query = new URLSearchParams(code ? { game: code } : {});
      return { url: `${originOf(ctx)}${standInPrefix}/trend${code ? `?${query}` : ''}` };
    }
    const payload: LaunchPayload = {
      device: 'web',
      lottoArea: game?.kind === 'VN' ? 'VN' : 'CN',
      lottoPrizeMode: 'Lott',
      launchMode: 'LOTT',
      language: ctx.language,
      lottoGameCode: code,
      lottoView: input.lottoView,
      hasLobby: true,
      labelName: game?.name ?? '',
    };
    const ticket = await createTicket(
      ctx.db,
      ctx.customer,
      ctx.session,
      { ...payload, lottoMode: resolveMode('LOTT', code, 1) },
      ctx.now(),
    );
    return { url: lobbyUrl(originOf(ctx), ticket.ticket, payload) };
  },
});
