import { accountsSamples } from './accounts.samples';
import { agentSamples } from './agent.samples';
import { contractsSamples } from './contracts.samples';
import { lotterySamples } from './lottery.samples';
import { memberCentreSamples } from './member.samples';
import {
  chatSamples,
  feedbackSamples,
  gamesSamples,
  memberSamples,
  noticesSamples,
  paymentsSamples,
  promotionsSamples,
  walletSamples,
} from './player.samples';
import { pointsSamples } from './points.samples';
import { responsibleGamingSamples } from './responsible-gaming.samples';
import type { Samples } from './sample.types';
import { systemSamples } from './system.samples';

/** The sample call of every endpoint, by group (one file per group). */
export const samples: Samples = {
  system: systemSamples,
  accounts: accountsSamples,
  member: { ...memberSamples, ...memberCentreSamples },
  wallet: walletSamples,
  notices: noticesSamples,
  promotions: promotionsSamples,
  payments: paymentsSamples,
  games: gamesSamples,
  chat: chatSamples,
  feedback: feedbackSamples,
  points: pointsSamples,
  agent: agentSamples,
  contracts: contractsSamples,
  lottery: lotterySamples,
  responsibleGaming: responsibleGamingSamples,
};
