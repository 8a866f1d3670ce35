import { SPEED_THRESHOLDS, UNREACHABLE_SPEED } from './speed.constants';

export type SpeedClass = 'unreachable' | 'fast' | 'normal' | 'slow';

/**
 * The class of a measured speed (points-centres-lottery §4 "Speed"): 0 (or anything not a positive finite number)
 * is unreachable, up to 80 ms fast, 81-150 ms normal, over 150 ms slow. Fractional speeds are compared as they are,
 * so 80.4 ms is normal; probes report whole milliseconds, so this only matters for hand-made values.
 */
export function classifySpeed(ms: number): SpeedClass {
  if (!Number.isFinite(ms) || ms <= UNREACHABLE_SPEED) return 'unreachable';
  if (ms <= SPEED_THRESHOLDS.fastMaxMs) return 'fast';
  if (ms <= SPEED_THRESHOLDS.normalMaxMs) return 'normal';
  return 'slow';
}
