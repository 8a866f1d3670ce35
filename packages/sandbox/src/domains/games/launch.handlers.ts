import { randomBytes } from 'node:crypto';
import { hashToken } from '../../core/accounts';
import type { RequestContext } from '../../core/context';
import { ApiFailure } from '../../core/failure';
import { implement } from '../../core/handlers';
import { refuseWhenLimitReached } from '../responsible-gaming/rg.service';
import { isTrial } from '../shared/guards';
import { originOf } from '../shared/http';
import { playerLimits } from '../shared/player.constants';
import { playerSettings } from '../system/merchant.settings';
import { ensureWallets, gameWalletOf, moveMoney, readWallets } from '../wallet/wallet.service';
import { favouritesOf, findGame, type GameRow, toGame, vendorsUnderMaintenance } from './games.queries';
import { platformSuits, type VendorSpec, vendorByCode, vendorLanguage } from './vendors.catalog';

async function launchable(ctx: RequestContext, gameId: string, vassalage: string, platform: string) {
  const game = await findGame(ctx.db, gameId);
  if (!game || game.vendor !== vassalage.toUpperCase()) throw new ApiFailure('game.not.found', 'No such game.');
  const vendor = vendorByCode.get(game.vendor) as VendorSpec;
  if (!platformSuits(vendor, platform)) {
    throw new ApiFailure(
      'game.platform.unsupported',
      vendor.flash ? `${vendor.code} launches with platform flash.` : `${vendor.code} launches with html5-desktop.`,
    );
  }
  const maintenance = await vendorsUnderMaintenance(ctx.db, ctx.merchant.code);
  if (maintenance.has(vendor.code)) {
    // resType 1: the value carries recommended games (12 per slide) from vendors that are open.
    const open = [...maintenance].map((_, i) => `$${i + 2}`);
    const rows = await ctx.db.query<GameRow>(
      `SELECT * FROM games WHERE hot_rank IS NOT NULL ${open.length ? `AND vendor NOT IN (${open.join(', ')})` : ''}
       ORDER BY hot_rank, game_id LIMIT $1`,
      [playerLimits.recommendedGames, ...maintenance],
    );
    const favourites = await favouritesOf(ctx.db, ctx.customer?.id);
    throw new ApiFailure('vendor_under_maintenance', `${vendor.displayName} is under maintenance.`, {
      value: { resType: 1, vendor: vendor.code, games: rows.map((r) => toGame(r, favourites)) },
    });
  }
  return { game, vendor };
}

async function openSession(
  ctx: RequestContext,
  entry: {
    game: GameRow;
    vendor: VendorSpec;
    walletCode: string;
    language: string;
    trial: boolean;
    trialBalance: number;
  },
) {
  const token = randomBytes(20).toString('hex');
  const now = ctx.now();
  await ctx.db.query(
    `INSERT INTO game_sessions (token, merchant_code, customer_id, game_id, vendor, wallet_code, language, trial,
       trial_balance, created_at, expires_at, player_session)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      // Only the hash is stored: the token in the launch URL is the one copy that opens the game page.
      hashToken(token),
      ctx.merchant.code,
      ctx.customer?.id ?? null,
      entry.game.game_id,
      entry.vendor.code,
      entry.walletCode,
      entry.language,
      entry.trial,
      entry.trialBalance,
      now,
      now + playerLimits.gameSessionTtlMs,
      // The page lives no longer than the player's session (a visitor's demo has none).
      ctx.session?.token_hash ?? null,
    ],
  );
  const page = entry.vendor.separateLaunchPage ? '/game/alb/launch' : '/game/play';
  return `${originOf(ctx.hono)}${page}?session=${token}&lang=${entry.language}`;
}

export const launchHandlers = implement('games', {
  launch: async (input, ctx) => {
    if (isTrial(ctx.customer)) {
      throw new ApiFailure('trial.account.refused', 'Please use a real account to play.');
    }
    if (input.username && input.username.toLowerCase() !== ctx.customer.username.toLowerCase()) {
      throw new ApiFailure('launch.identity.mismatch', 'username does not match the logged-in player.');
    }
    if (input.token && input.token !== ctx.token) {
      throw new ApiFailure('launch.identity.mismatch', 'token does not match the Authorization header.');
    }
    if (input.merchantCode && input.merchantCode !== ctx.merchant.code) {
      throw new ApiFailure('launch.identity.mismatch', 'merchantCode does not match the Merchant header.');
    }
    const { game, vendor } = await launchable(ctx, input.gameId, input.vassalage, input.platform);
    await refuseWhenLimitReached(ctx);
    const walletCode = gameWalletOf(ctx.merchant, vendor.code);
    const required = playerSettings(ctx.merchant).minLaunchBalance;
    const balance = await ctx.db.transaction(async (tx) => {
      await ensureWallets(tx, ctx.customer.id, ctx.merchant);
      const wallets = await readWallets(tx, ctx.customer.id);
      const main = wallets.find((w) => w.code === 'MAIN')?.balance ?? 0;
      if (walletCode !== 'MAIN' && input.confirmTrans && main > 0) {
        const now = ctx.now();
        const reference = `launch:${game.game_id}`;
        await moveMoney(tx, {
          customerId: ctx.customer.id,
          walletCode: 'MAIN',
          amount: -main,
          txType: 'TRANSFER_OUT',
          reference,
          now,
        });
        return moveMoney(tx, {
          customerId: ctx.customer.id,
          walletCode,
          amount: main,
          txType: 'TRANSFER_IN',
          reference,
          now,
        });
      }
      return wallets.find((w) => w.code === walletCode)?.balance ?? 0;
    });
    if (balance < required) {
      throw new ApiFailure('launch_game_balance_not_enough', 'Your balance is too low to play. Deposit now?', {
        value: { balance, required, walletCode },
      });
    }
    const language = vendorLanguage(vendor, input.language);
    const url = await openSession(ctx, { game, vendor, walletCode, language, trial: false, trialBalance: 0 });
    await ctx.db.query(
      `INSERT INTO game_plays (customer_id, game_id, last_played_at) VALUES ($1, $2, $3)
       ON CONFLICT (customer_id, game_id) DO UPDATE SET last_played_at = $3`,
      [ctx.customer.id, game.game_id, ctx.now()],
    );
    return {
      url,
      gameId: game.game_id,
      vendor: vendor.code,
      launchMode: input.launchMode,
      platform: input.platform,
      language,
      newWindow: game.app_new_window === 1,
      separatePage: vendor.separateLaunchPage,
      trial: false,
      walletCode,
      balance,
    };
  },
  launchTrial: async (input, ctx) => {
    const { game, vendor } = await launchable(ctx, input.gameId, input.vassalage, input.platform);
    if (game.support_play !== 0) throw new ApiFailure('game.trial.unsupported', 'This game has no free trial.');
    const language = vendorLanguage(vendor, input.language);
    const trialBalance = playerLimits.trialBalance * playerSettings(ctx.merchant).moneyScale;
    const url = await openSession(ctx, { game, vendor, walletCode: 'TRIAL', language, trial: true, trialBalance });
    return {
      url,
      gameId: game.game_id,
      vendor: vendor.code,
      launchMode: 'GLS',
      platform: input.platform,
      language,
      newWindow: game.app_new_window === 1,
      separatePage: vendor.separateLaunchPage,
      trial: true,
      walletCode: 'TRIAL',
      balance: trialBalance,
    };
  },
  logoutGame: async (input, ctx) => {
    const now = ctx.now();
    const vendor = input.vassalage?.toUpperCase();
    await ctx.db.transaction(async (tx) => {
      const ended = await tx.query<{ wallet_code: string }>(
        `UPDATE game_sessions SET ended_at = $2 WHERE customer_id = $1 AND ended_at IS NULL AND trial = false
         ${vendor ? 'AND vendor = $3' : ''} RETURNING wallet_code`,
        vendor ? [ctx.customer.id, now, vendor] : [ctx.customer.id, now],
      );
      // Transfer wallets hand what is left back to the main wallet when the player leaves the game.
      const wallets = await readWallets(tx, ctx.customer.id);
      for (const code of new Set(ended.map((s) => s.wallet_code).filter((c) => c !== 'MAIN'))) {
        const left = wallets.find((w) => w.code === code)?.balance ?? 0;
        if (left <= 0) continue;
        const reference = `recall:${code}`;
        await moveMoney(tx, {
          customerId: ctx.customer.id,
          walletCode: code,
          amount: -left,
          txType: 'TRANSFER_OUT',
          reference,
          now,
        });
        await moveMoney(tx, {
          customerId: ctx.customer.id,
          walletCode: 'MAIN',
          amount: left,
          txType: 'TRANSFER_IN',
          reference,
          now,
        });
      }
    });
    return true as const;
  },
});
