import type { AgentCentrePage } from '@platform/session';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AgentPageProps } from './agent.page';

type Page = LazyExoticComponent<ComponentType<AgentPageProps>>;

// One lazy chunk a page: a page loads its own code (one file per page).
const from = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): Page =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType<AgentPageProps> })));

const register = () => import('./RegisterCentrePage');
const salary = () => import('./SalaryPage');
const announcement = () => import('./AnnouncementPage');

/** Every agent centre page id, its component (the spec's pages in points §2, plus the transfers). */
export const AGENT_PAGES: Readonly<Record<AgentCentrePage, Page>> = {
  agentAnnouncement: from(announcement, 'AnnouncementPage'),
  agentTeamOverview: from(() => import('./TeamOverviewPage'), 'TeamOverviewPage'),
  registerCenter: from(register, 'RegisterCenterPage'),
  agentTeamManagement: from(() => import('./TeamManagementPage'), 'TeamManagementPage'),
  agentTransfer: from(() => import('./TransferPage'), 'TransferPage'),
  agentTeamBetting: from(() => import('./TeamBettingPage'), 'TeamBettingPage'),
  palStatementsAgentCopy: from(() => import('./ProfitLossPage'), 'ProfitLossPage'),
  agentIncome: from(() => import('./IncomePage'), 'IncomePage'),
  personalHistoryCopy: from(() => import('./AccountHistoryPage'), 'AccountHistoryPage'),
  agentRedRain: from(() => import('./RedEnvelopePage'), 'RedEnvelopePage'),
  agentDividendRecordCopy2: from(salary, 'DividendPage'),
  agentDailyWages2: from(salary, 'DailyWagesPage'),
  agentHourSalary: from(salary, 'HourSalaryPage'),
  agentRealtimeSalary: from(salary, 'RealtimeSalaryPage'),
};
