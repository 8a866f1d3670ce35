import { normalizeFlag } from '../flags/flags.schema';
import { visibleMemberCentrePages } from './member-centre.visibility';
import { flagOn, type VisibilityContext } from './visibility.context';

/**
 * Whether chat is offered (player-site §6 "Chat needs flag CBS3, login and optionally a server permission check"):
 * a trial account has no chat either (§6). `hasPermission` is the chat call's answer when the merchant checks it;
 * leave it undefined when there is no such check.
 */
export function chatAvailable(context: VisibilityContext, hasPermission?: boolean | number | string | null): boolean {
  if (!context.flags.evaluated || !flagOn(context, 'CBS3') || !context.loggedIn || !context.role.realAccount) {
    return false;
  }
  return hasPermission === undefined || normalizeFlag(hasPermission) === true;
}

/** The unread count in the info bar opens messageV2 only when MAILCEN is on (player-site §2). */
export function unreadOpensMessages(context: VisibilityContext): boolean {
  return context.flags.evaluated && flagOn(context, 'MAILCEN');
}

/** A customer service entry (player-site §3); `labelIds` may come as a list or a comma-separated string. */
export interface CustomerServiceEntry {
  csType: string;
  labelIds?: readonly (string | number)[] | string | null;
}

function labelsOf(entry: CustomerServiceEntry): string[] {
  const raw = entry.labelIds;
  if (raw === null || raw === undefined) return [];
  const list = typeof raw === 'string' ? raw.split(',') : raw;
  return list.map((id) => String(id).trim()).filter((id) => id !== '');
}

/**
 * Customer service entries for the player's club label (points §5): the entries that list the label, or, when none
 * does (or the player has no label), the entries without labels.
 */
export function filterCustomerService<T extends CustomerServiceEntry>(
  entries: readonly T[],
  clubLabelId: string | number | null | undefined,
): T[] {
  if (clubLabelId !== null && clubLabelId !== undefined && String(clubLabelId) !== '') {
    const label = String(clubLabelId);
    const matching = entries.filter((entry) => labelsOf(entry).includes(label));
    if (matching.length > 0) return matching;
  }
  return entries.filter((entry) => labelsOf(entry).length === 0);
}

/** The mission activity badge: the MISSION count when missions are enabled (points §2 "mission activity (count badge)"). */
export function missionBadgeCount(context: VisibilityContext): number {
  const mission = context.availablePromo?.MISSION;
  return normalizeFlag(mission?.enabled) === true ? Math.max(0, Number(mission?.count) || 0) : 0;
}

/**
 * The frame's available-promotions badge (player-site §2 "available-promotions badge leading to rewardCenter"): the
 * public state's availablePromoCount for the roles that receive promotions (isAgent 0, 1, 2; player-site §6) and can
 * open the reward centre it leads to (REWCEN3); 0, hence no badge, for everyone else.
 */
export function availablePromotionsBadgeCount(
  context: VisibilityContext,
  availablePromoCount: number | null | undefined,
) {
  if (!context.role.promotions || !visibleMemberCentrePages(context).includes('rewardCenter')) return 0;
  return Math.max(0, Math.floor(Number(availablePromoCount) || 0));
}
