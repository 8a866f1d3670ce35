import type { FlagState } from '../flags/flags.merge';
import type { FlagCode } from '../flags/flags.schema';
import { normalizeFlag } from '../flags/flags.schema';
import type { RoleRules } from '../roles/roles.table';

/** One promotion kind of the public state's availablePromo (points §3). */
export interface PromoAvailability {
  enabled?: boolean | number | string | null;
  count?: number | null;
}

/** What the visibility rules look at; every part but the flags may be unknown yet. */
export interface VisibilityContext {
  flags: FlagState;
  loggedIn: boolean;
  /** The session's role (`roleOf(isAgent)`). */
  role: RoleRules;
  /** From member info (points §3). */
  member?: { toUpline?: number | string | null } | null;
  /** From the balance call: the wallet's isSingle (player-site §3). */
  wallet?: { isSingle?: boolean | number | string | null } | null;
  /** From the public state (points §3); null or {} when the merchant configures no promos. */
  availablePromo?: { MISSION?: PromoAvailability | null; REFERRAL?: PromoAvailability | null } | null;
  /** Agent centre entries configured by the server, entry id → enabled value ("need enabled value 1", points §5). */
  agentEntries?: Readonly<Record<string, unknown>> | null;
}

export const flagOn = (context: VisibilityContext, code: FlagCode): boolean => context.flags.values[code];

export const promoEnabled = (promo: PromoAvailability | null | undefined): boolean =>
  normalizeFlag(promo?.enabled) === true;

/** True when the public state lists no promotion kind at all (points §6 "no promos configured"). */
export const noPromosConfigured = (context: VisibilityContext): boolean => {
  const promo = context.availablePromo;
  return !promo || (!promo.MISSION && !promo.REFERRAL);
};

/** A context from the session and flag stores (or their snapshots) plus what the page has loaded so far. */
export function visibilityContext(
  session: { loggedIn: boolean; role: RoleRules },
  flags: FlagState,
  loaded: Omit<VisibilityContext, 'flags' | 'loggedIn' | 'role'> = {},
): VisibilityContext {
  return { ...loaded, flags, loggedIn: session.loggedIn, role: session.role };
}
