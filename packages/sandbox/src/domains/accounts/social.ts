import type { RequestContext } from '../../core/context';
import { ApiFailure } from '../../core/failure';
import type { SocialIdentity } from '../stand-ins/firebase.service';
import type { PlayerCustomer } from './customers';
import { findById } from './customers';

/** Verifies a social id token for this merchant (the stand-in's keys, or a real provider behind the same service). */
export function verifySocialToken(ctx: RequestContext, idToken: string): Promise<SocialIdentity> {
  return ctx.runtime.services.socialIdentity.verify(ctx.merchant, idToken, ctx.now());
}

export async function boundCustomer(
  ctx: RequestContext,
  identity: SocialIdentity,
): Promise<PlayerCustomer | undefined> {
  const [row] = await ctx.db.query<{ customer_id: number }>(
    'SELECT customer_id FROM social_identities WHERE merchant_code = $1 AND channel = $2 AND subject = $3',
    [ctx.merchant.code, identity.channel, identity.subject],
  );
  return row ? findById(ctx.db, row.customer_id) : undefined;
}

/** Binds the identity to the player; an identity bound to someone else is refused. */
export async function bindIdentity(ctx: RequestContext, customer: PlayerCustomer, identity: SocialIdentity) {
  const bound = await boundCustomer(ctx, identity);
  if (bound && bound.id !== customer.id) {
    throw new ApiFailure('social.already.bound', 'This sign-in is already linked to another account.');
  }
  if (bound) return;
  await ctx.db.query(
    `INSERT INTO social_identities (merchant_code, channel, subject, customer_id, email, display_name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      ctx.merchant.code,
      identity.channel,
      identity.subject,
      customer.id,
      identity.email,
      identity.displayName,
      ctx.now(),
    ],
  );
}
