import { agentSamples } from './agent.samples';
import { authSamples } from './auth.samples';
import { contractsSamples } from './contracts.samples';
import { pointsSamples } from './points.samples';
import type { Samples } from './sample.types';
import { systemSamples } from './system.samples';

/** The sample call of every endpoint, by group (one file per group). */
export const samples: Samples = {
  system: systemSamples,
  auth: authSamples,
  points: pointsSamples,
  agent: agentSamples,
  contracts: contractsSamples,
};
