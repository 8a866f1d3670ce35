import { agentSamples } from './agent.samples';
import { authSamples } from './auth.samples';
import { contractsSamples } from './contracts.samples';
import { lotterySamples } from './lottery.samples';
import { memberCentreSamples } from './member-centre.samples';
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
import type { Samples } from './sample.types';
import { systemSamples } from './system.samples';

/** The sample call of every endpoint, by group (one file per group). */
export const samples: Samples = {
  system: systemSamples,
  auth: authSamples,
  member: memberSamples,
  wallet: walletSamples,
  notices: noticesSamples,
  promotions: promotionsSamples,
  payments: paymentsSamples,
  games: gamesSamples,
  chat: chatSamples,
  feedback: feedbackSamples,
  points: pointsSamples,
  memberCentre: memberCentreSamples,
  agent: agentSamples,
  contracts: contractsSamples,
  lottery: lotterySamples,
};
