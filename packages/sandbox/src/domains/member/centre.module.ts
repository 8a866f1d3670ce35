import type { SandboxModule } from '../../core/module';
import { seedMemberCentre } from './centre.seed';
import { memberCentreMigrations } from './centre.sql';
import { messagesHandlers } from './messages.handlers';
import { moneyHandlers } from './money.handlers';
import { recordsHandlers } from './records.handlers';
import { referralHandlers } from './referral.handlers';
import { rewardsHandlers } from './rewards.handlers';

/** The member centre: reward centre, messages, records, referral, rebate, transfers, deposit and withdraw pages. */
export const memberCentreModule: SandboxModule = {
  name: 'member.centre',
  migrations: memberCentreMigrations,
  seed: seedMemberCentre,
  handlers: [rewardsHandlers, messagesHandlers, recordsHandlers, referralHandlers, moneyHandlers],
};
