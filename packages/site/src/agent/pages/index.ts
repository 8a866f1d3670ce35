import type { AgentCentrePage } from '@platform/session';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AgentPageProps } from './agent.page';

type Page = LazyExoticComponent<ComponentType<AgentPageProps>>;

// One lazy chunk a module: a page loads its own code (the team pages share one, the money pages theirs).
const from = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): Page =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType<AgentPageProps> })));

const team = () => import('./TeamPages');
const register = () => import('./RegisterCentrePage');
const money = () => import('./MoneyPages');
const salary = () => import('./SalaryPages');
const announcement = () => import('./AnnouncementPage');

/** Every agent centre page id, its component (the spec's pages in points §2, plus the transfers). */
export const AGENT_PAGES: Readonly<Record<AgentCentrePage, Page>> = {
  agentAnnouncement: from(announcement, 'AnnouncementPage'),
  agentTeamOverview: from(team, 'TeamOverviewPage'),
  registerCenter: from(register, 'RegisterCenterPage'),
  agentTeamManagement: from(team, 'TeamManagementPage'),
  agentTransfer: from(money, 'TransferPage'),
  agentTeamBetting: from(team, 'TeamBettingPage'),
  palStatementsAgentCopy: from(team, 'ProfitLossPage'),
  agentIncome: from(money, 'IncomePage'),
  personalHistoryCopy: from(money, 'AccountHistoryPage'),
  agentRedRain: from(money, 'RedEnvelopePage'),
  agentDividendRecordCopy2: from(salary, 'DividendPage'),
  agentDailyWages2: from(salary, 'DailyWagesPage'),
  agentHourSalary: from(salary, 'HourSalaryPage'),
  agentRealtimeSalary: from(salary, 'RealtimeSalaryPage'),
};
