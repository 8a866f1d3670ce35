/** The isAgent values the spec names (player-site §6, points §6). */
export type IsAgentValue = 0 | 1 | 2 | 4 | 40 | 41 | 42;

export type RoleKind = 'visitor' | 'member' | 'trial' | 'restricted' | 'unknown';

export interface RoleRules {
  kind: RoleKind;
  /**
   * A real account: may launch real games, open chat and the member centre. A trial account (4) is refused with
   * in_need_true_account (player-site §6; points §6 "need a real account").
   */
  realAccount: boolean;
  /** Sees the Agent menu (points §6 "1, 2, 41, 42 see the Agent menu"). */
  agentMenu: boolean;
  /** Receives promotions, and promotion buttons lead to the member centre (player-site §6, points §6: 0, 1, 2). */
  promotions: boolean;
  /** Gets the payment-confirmation check (player-site §6: 0, 1, 2). */
  paymentConfirmation: boolean;
  /** Loads unread messages and the consolidated (contract) data; 4, 40, 41, 42 skip them (player-site §6, points §6). */
  unreadAndConsolidatedLoads: boolean;
  /** May transfer to the upline as far as the role goes (points §5 "role is not 2"). */
  transferToUpline: boolean;
}

const member = (agentMenu: boolean, transferToUpline: boolean): RoleRules => ({
  kind: 'member',
  realAccount: true,
  agentMenu,
  promotions: true,
  paymentConfirmation: true,
  unreadAndConsolidatedLoads: true,
  transferToUpline,
});

const restricted = (agentMenu: boolean): RoleRules => ({
  kind: 'restricted',
  realAccount: true,
  agentMenu,
  promotions: false,
  paymentConfirmation: false,
  unreadAndConsolidatedLoads: false,
  transferToUpline: true,
});

/**
 * The session's isAgent values, one row each. 0, 1, 2 are members (1 and 2 with the Agent menu); 4 is a demo/trial
 * account; 40, 41, 42 are real accounts that skip promotions, payment confirmations and the unread/consolidated loads
 * (41 and 42 with the Agent menu). The spec names no other value.
 *
 * Value 4 has a second reading elsewhere: in member info, `type` 4 means agent. See `VALUE_4_READINGS`.
 */
export const ROLE_TABLE: Readonly<Record<IsAgentValue, RoleRules>> = {
  0: member(false, true),
  1: member(true, true),
  2: member(true, false),
  4: {
    kind: 'trial',
    realAccount: false,
    agentMenu: false,
    promotions: false,
    paymentConfirmation: false,
    unreadAndConsolidatedLoads: false,
    transferToUpline: false,
  },
  40: restricted(false),
  41: restricted(true),
  42: restricted(true),
};

/** No session: a visitor (player-site §6). */
export const VISITOR_ROLE: RoleRules = {
  kind: 'visitor',
  realAccount: false,
  agentMenu: false,
  promotions: false,
  paymentConfirmation: false,
  unreadAndConsolidatedLoads: false,
  transferToUpline: false,
};

/**
 * A logged-in account with a value the spec does not name: nothing optional is offered, and games are left for the
 * server to refuse rather than refused here.
 */
export const UNKNOWN_ROLE: RoleRules = { ...VISITOR_ROLE, kind: 'unknown', realAccount: true };

export function isKnownIsAgent(value: unknown): value is IsAgentValue {
  return typeof value === 'number' && Object.hasOwn(ROLE_TABLE, value);
}

/** The rules of a session's isAgent value; undefined (no value stored) is a visitor. */
export function roleOf(isAgent: number | null | undefined): RoleRules {
  if (isAgent === undefined || isAgent === null) return VISITOR_ROLE;
  return isKnownIsAgent(isAgent) ? ROLE_TABLE[isAgent] : UNKNOWN_ROLE;
}

/** Member info `type` values (player-site §3 "type (4 = agent)"); only 4 is named. */
export const MEMBER_TYPE_TABLE: Readonly<Record<number, 'agent'>> = { 4: 'agent' };

export function isAgentMemberType(type: number | string | null | undefined): boolean {
  return MEMBER_TYPE_TABLE[Number(type)] === 'agent';
}

/**
 * The value 4 read in each place (NOTES.md: both readings kept, each where it applies; player-site §6 "the two
 * readings of value 4 differ between parts"): the session's isAgent 4 is a trial account, member info's type 4 is an
 * agent. Derived from the two tables above, so it cannot drift from them.
 */
export const VALUE_4_READINGS = {
  sessionIsAgent: ROLE_TABLE[4].kind,
  memberInfoType: MEMBER_TYPE_TABLE[4],
} as const;

/**
 * Whether to send the player's language to the server (player-site §6: "a language update is sent only when logged in
 * and not agent", agent in the member-info sense).
 */
export function shouldSendLanguageUpdate(context: {
  loggedIn: boolean;
  memberType: number | string | null | undefined;
}): boolean {
  return context.loggedIn && !isAgentMemberType(context.memberType);
}
