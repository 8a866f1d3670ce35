import type { Contract, OutputOf } from '@platform/api-client/contract';
import type { Db } from '../../core/db';
import type { CustomerRow, MerchantRow } from '../../core/rows';
import { isTrial } from '../shared/guards';

type Promotion = OutputOf<Contract['promotions']['list']>['list'][number];
export type PromotionType = Promotion['promotionType'];
type ClaimStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface PromotionRow {
  id: number;
  merchant_code: string;
  promotion_type: PromotionType;
  texts: Record<string, { title: string; content: string }>;
  start_date: number;
  end_date: number | null;
  remark_required: boolean;
  image_required: boolean;
  linked_promotion_id: number | null;
  category_ids: number[];
  image_count: number;
  bonus_amount: number;
  redirect: string | null;
  external_link: string | null;
  raffle_minute: number | null;
  raffle_minutes: number | null;
  sort: number;
}

const day = 86_400_000;

/**
 * When a player may claim, by promotion type (one table): RAFFLE goes through the raffle draw instead; REGISTER only
 * in the first 7 days of the account; SAVIOR only after a net loss over the last 7 days; the others always. Trial
 * accounts (isAgent 4) never claim, and a claim waiting or approved blocks another.
 */
const eligibility: Record<PromotionType, (db: Db, customer: CustomerRow, now: number) => Promise<boolean> | boolean> = {
  MANUAL: () => true,
  TICKET: () => true,
  LOGIN: () => true,
  MISSION_MANUAL: () => true,
  RAFFLE: () => false,
  REGISTER: (_db, customer, now) => now - customer.created_at <= 7 * day,
  SAVIOR: async (db, customer, now) => {
    const [row] = await db.query<{ loss: number }>(
      'SELECT coalesce(sum(amount - win), 0) AS loss FROM bets WHERE customer_id = $1 AND created_at >= $2',
      [customer.id, now - 7 * day],
    );
    return (row?.loss ?? 0) > 0;
  },
};

export async function runningPromotions(db: Db, merchant: MerchantRow, now: number): Promise<PromotionRow[]> {
  return db.query<PromotionRow>(
    `SELECT * FROM promotions WHERE merchant_code = $1 AND start_date <= $2 AND (end_date IS NULL OR end_date > $2)
     ORDER BY sort, id`,
    [merchant.code, now],
  );
}

export async function latestClaims(db: Db, customerId: number): Promise<Map<number, ClaimStatus>> {
  const rows = await db.query<{ promotion_id: number; status: ClaimStatus }>(
    `SELECT DISTINCT ON (promotion_id) promotion_id, status FROM promotion_claims WHERE customer_id = $1
     ORDER BY promotion_id, created_at DESC, id DESC`,
    [customerId],
  );
  return new Map(rows.map((r) => [r.promotion_id, r.status]));
}

export async function isClaimable(
  db: Db,
  promotion: PromotionRow,
  customer: CustomerRow | null,
  latest: ClaimStatus | undefined,
  now: number,
): Promise<boolean> {
  if (!customer || isTrial(customer)) return false;
  if (latest === 'PENDING' || latest === 'APPROVED') return false;
  if (promotion.start_date > now || (promotion.end_date !== null && promotion.end_date <= now)) return false;
  return eligibility[promotion.promotion_type](db, customer, now);
}

export function toPromotion(
  row: PromotionRow,
  language: string,
  claim: { claimable: boolean; status: ClaimStatus | null },
): Promotion {
  const text = row.texts[language] ?? row.texts.EN ?? { title: '', content: '' };
  return {
    id: row.id,
    title: text.title,
    content: text.content,
    startDate: row.start_date,
    startDateStr: new Date(row.start_date).toISOString().slice(0, 10),
    endDate: row.end_date,
    promotionType: row.promotion_type,
    announcementImages: Array.from({ length: row.image_count }, (_, i) => ({
      imageId: row.id * 10 + i,
      url: `/res/promotions/${row.id}-${i + 1}.svg`,
    })),
    promoAnnouncementCategoryIds: row.category_ids,
    linkedPromotionId: row.linked_promotion_id,
    remarkRequired: row.remark_required ? 'Y' : 'N',
    imageRequired: row.image_required ? 'Y' : 'N',
    redirect: row.redirect,
    externalLink: row.external_link,
    claimable: claim.claimable,
    claimStatus: claim.status,
  };
}

/** How many running promotions the player may claim now (badge, public state). */
export async function claimableCount(db: Db, merchant: MerchantRow, customer: CustomerRow, now: number) {
  const [running, latest] = await Promise.all([runningPromotions(db, merchant, now), latestClaims(db, customer.id)]);
  let count = 0;
  let missions = 0;
  for (const promotion of running) {
    if (await isClaimable(db, promotion, customer, latest.get(promotion.id), now)) {
      count++;
      if (promotion.promotion_type === 'MISSION_MANUAL') missions++;
    }
  }
  return { count, missions, running };
}
