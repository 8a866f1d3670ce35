export {
  type DomainRouteEntry,
  findFastestDomain,
  pickFastest,
  probeDomains,
  sampleDomains,
  toDomainRoute,
} from './speed.choose';
export { classifySpeed, type SpeedClass } from './speed.classify';
export {
  MAX_PROBED_DOMAINS,
  PROBE_PATHS,
  SPEED_TEST_TIMES,
  SPEED_THRESHOLDS,
  UNREACHABLE_SPEED,
} from './speed.constants';
export { type NormalizeDomainOptions, normalizeDomain } from './speed.domain';
export { InvalidDomainError, isInvalidDomainError, isSpeedTestError, SpeedTestError } from './speed.errors';
export type { ProbeDomainsOptions, ProbeOptions, SpeedTestTimers } from './speed.options';
export { type DomainProbe, probeDomain } from './speed.probe';
export {
  createSpeedTestStore,
  type SpeedTestEntry,
  type SpeedTestPhase,
  type SpeedTestSnapshot,
  type SpeedTestStore,
  type SpeedTestStoreOptions,
} from './speed.store';
