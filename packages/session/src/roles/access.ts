import type { RoleRules } from './roles.table';

/** Actions a visitor or a trial account may be refused (player-site §6, points §6). */
export type GuardedAction = 'launchGame' | 'lottery' | 'chat' | 'favourite' | 'memberCentre' | 'agentCentre';

export type AccessVerdict =
  | { allowed: true }
  /** Logged out: show the message key, or send to the route. */
  | { allowed: false; reason: 'login'; messageKey: 'in_sorry_in'; redirect?: '/login' }
  /** Trial account: `messageKey` is the refusal, `hintKey` the line under it. */
  | { allowed: false; reason: 'realAccount'; messageKey: 'in_need_true_account'; hintKey: 'in_please_information' };

interface AccessRule {
  /** A visitor is prompted with in_sorry_in, or sent to /login. */
  visitor: 'prompt' | 'redirect';
  /** A trial account (isAgent 4) is refused. */
  trialRefused: boolean;
}

/**
 * Who may do what (player-site §6: visitors cannot launch games, open chat or favourite: in_sorry_in; 4 has no chat,
 * no real games, no member-centre pages: in_need_true_account / in_please_information. §4: opening a centre while
 * logged out goes to /login. Points §6: visitors are prompted to log in for games, lottery and member actions).
 */
export const ACCESS_RULES: Readonly<Record<GuardedAction, AccessRule>> = {
  launchGame: { visitor: 'prompt', trialRefused: true },
  lottery: { visitor: 'prompt', trialRefused: true },
  chat: { visitor: 'prompt', trialRefused: true },
  favourite: { visitor: 'prompt', trialRefused: false },
  memberCentre: { visitor: 'redirect', trialRefused: true },
  agentCentre: { visitor: 'redirect', trialRefused: true },
};

export function checkAccess(action: GuardedAction, session: { loggedIn: boolean; role: RoleRules }): AccessVerdict {
  const rule = ACCESS_RULES[action];
  if (!session.loggedIn) {
    return rule.visitor === 'redirect'
      ? { allowed: false, reason: 'login', messageKey: 'in_sorry_in', redirect: '/login' }
      : { allowed: false, reason: 'login', messageKey: 'in_sorry_in' };
  }
  if (rule.trialRefused && !session.role.realAccount) {
    return {
      allowed: false,
      reason: 'realAccount',
      messageKey: 'in_need_true_account',
      hintKey: 'in_please_information',
    };
  }
  return { allowed: true };
}
