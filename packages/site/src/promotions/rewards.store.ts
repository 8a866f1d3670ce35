import { proxy } from 'valtio/vanilla';
import type { Platform } from '../app/platform';

/** Which reward modal the player opened (or a live message opened): one small store per platform. */
export interface RewardsUi {
  prizesOpen: boolean;
  bonusesOpen: boolean;
}

const stores = new WeakMap<Platform, RewardsUi>();

export function rewardsOf(platform: Platform): RewardsUi {
  let store = stores.get(platform);
  if (!store) {
    store = proxy<RewardsUi>({ prizesOpen: false, bonusesOpen: false });
    stores.set(platform, store);
  }
  return store;
}
