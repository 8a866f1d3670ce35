import { normalizeFlag } from '../flags/flags.schema';
import { type AgentCentrePage, DEFAULT_AGENT_CENTRE_PAGE } from './centre.pages';
import { flagOn, type VisibilityContext } from './visibility.context';

/**
 * When an agent centre entry shows:
 * - `always`: for every agent;
 * - a flag code: when that flag is on (points §5);
 * - `server`: only when the server's agent entries list it with enabled value 1 (points §5 "Agent entries need enabled
 *   value 1"): the salary and dividend pages exist only for agents with such a contract set up.
 * Any entry the server lists with another enabled value is hidden, whatever its row says.
 */
type AgentRule = 'always' | 'server' | 'AGETEAMPNL3' | 'TEAMBETTING3';

/** The agent centre menu in order (points §2 "Menu: announcement, team overview, ..."). */
export const AGENT_CENTRE_MENU: readonly { page: AgentCentrePage; rule: AgentRule }[] = [
  { page: 'agentAnnouncement', rule: 'always' },
  { page: 'agentTeamOverview', rule: 'always' },
  { page: 'registerCenter', rule: 'always' },
  { page: 'agentTeamManagement', rule: 'always' },
  // Transfers to and from the downline (several accounts at once under AGENTRANSMULTDOWN3, see agentAbilities).
  { page: 'agentTransfer', rule: 'always' },
  { page: 'agentTeamBetting', rule: 'TEAMBETTING3' },
  // "user loss": the team's profit-and-loss statements.
  { page: 'palStatementsAgentCopy', rule: 'AGETEAMPNL3' },
  { page: 'agentIncome', rule: 'always' },
  // "account details".
  { page: 'personalHistoryCopy', rule: 'always' },
  // "red envelope".
  { page: 'agentRedRain', rule: 'always' },
  { page: 'agentDividendRecordCopy2', rule: 'server' },
  // "daily salary (two variants)": daily wages and real-time salary.
  { page: 'agentDailyWages2', rule: 'server' },
  { page: 'agentRealtimeSalary', rule: 'server' },
  { page: 'agentHourSalary', rule: 'server' },
];

const enabledValue = (value: unknown): boolean => {
  const raw = typeof value === 'object' && value !== null ? (value as { enabled?: unknown }).enabled : value;
  return normalizeFlag(raw) === true;
};

/**
 * Whether the Agent menu (the way into the agent centre) shows: logged in, a role that sees it (1, 2, 41, 42) and
 * AGEPAG on, once the flags are evaluated.
 */
export function agentMenuVisible(context: VisibilityContext): boolean {
  return context.flags.evaluated && context.loggedIn && context.role.agentMenu && flagOn(context, 'AGEPAG');
}

/** The agent centre pages to show, in menu order; none unless the Agent menu shows. */
export function visibleAgentCentrePages(context: VisibilityContext): AgentCentrePage[] {
  if (!agentMenuVisible(context)) return [];
  const entries = context.agentEntries ?? {};
  return AGENT_CENTRE_MENU.filter(({ page, rule }) => {
    if (Object.hasOwn(entries, page)) return enabledValue(entries[page]);
    if (rule === 'server') return false;
    return rule === 'always' || flagOn(context, rule);
  }).map((row) => row.page);
}

/** Where a request to open the agent centre on `requested` lands; unknown or hidden pages fall back to the default. */
export function resolveAgentCentrePage(
  requested: string | null | undefined,
  context: VisibilityContext,
): AgentCentrePage | null {
  const visible = visibleAgentCentrePages(context);
  if (visible.length === 0) return null;
  const fallback = visible.includes(DEFAULT_AGENT_CENTRE_PAGE) ? DEFAULT_AGENT_CENTRE_PAGE : visible[0]!;
  return visible.find((page) => page === requested) ?? fallback;
}

/** Agent abilities inside a page, by flag (points §5). */
export function agentAbilities(context: VisibilityContext): { transferToMultipleDownlines: boolean } {
  return { transferToMultipleDownlines: agentMenuVisible(context) && flagOn(context, 'AGENTRANSMULTDOWN3') };
}
