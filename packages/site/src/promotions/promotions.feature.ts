import { lazy } from 'react';
import { defineFeature } from '../app/feature';
import { promotionsRoutes } from './promotions.routes';
import { rewardsOf } from './rewards.store';

const seo = { title: 'seo.promotions.title', description: 'seo.promotions.description' } as const;

/** Promotions, their claims and the reward notifications (player-site §2, §4, §5). */
export const promotionsFeature = defineFeature({
  name: 'promotions',
  routes: promotionsRoutes,
  nav: [{ path: '/promotions', label: 'promotions.title', order: 100 }],
  seo: { '/promotions': seo },
  // The reward button sits in the header (never over the page); its modals are portals.
  headerItems: [
    {
      id: 'rewards',
      audience: 'player',
      component: lazy(() => import('./RewardNotifications').then((m) => ({ default: m.RewardNotifications }))),
    },
    // The promotions open to the player, beside the tray: seen from every page without opening anything.
    { id: 'available', audience: 'player', component: lazy(() => import('./PromotionsBadgeItem')) },
  ],
  realtime: {
    // A bonus granted live opens its modal (the shell's table has already toasted it and refreshed the data).
    MANUAL_PROMO: (_message, platform) => {
      rewardsOf(platform).bonusesOpen = true;
    },
  },
  homeBlocks: [
    {
      id: 'popup',
      order: 100,
      // After the page: the popup interrupts, so it comes once the home page is on screen and idle.
      idle: true,
      component: lazy(() => import('./PromotionPopupBlock').then((m) => ({ default: m.PromotionPopupBlock }))),
    },
  ],
});
