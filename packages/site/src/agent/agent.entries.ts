import type { ConsolidatedContracts } from '@platform/contract-rules';
import { consolidatedChecks, type InfoBlock } from '@platform/contract-rules';
import type { AgentCentrePage } from '@platform/session';

/** Which info block of the consolidated contract GET shows each salary or dividend page of the agent centre. */
const PAGE_BLOCKS: Readonly<Partial<Record<AgentCentrePage, InfoBlock>>> = {
  agentDividendRecordCopy2: 'divtypeinfo',
  agentDailyWages2: 'dailysalinfotype',
  agentHourSalary: 'contracthoursalinfo',
  agentRealtimeSalary: 'realtimesalinfotype',
};

/**
 * The server's agent entries (points §5 "agent entries need enabled value 1") as the session's visibility rules read
 * them: a salary or dividend page is enabled (1) when its info block's check is true (the agent or their downline
 * holds such a contract), else 0. Null until the consolidated load answers (those pages then stay hidden).
 */
export function agentEntriesOf(
  consolidated: ConsolidatedContracts | null | undefined,
): Record<string, { enabled: 0 | 1 }> | null {
  if (!consolidated) return null;
  const checks = consolidatedChecks(consolidated);
  return Object.fromEntries(
    Object.entries(PAGE_BLOCKS).map(([page, block]) => [page, { enabled: checks[block] ? 1 : 0 }]),
  );
}
