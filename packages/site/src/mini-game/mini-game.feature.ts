import { lazy } from 'react';
import { defineFeature } from '../app/feature';

/**
 * The mini-game widget (points-centres-lottery §2 "Other", §4): for logged-in players, when the merchant turns it on,
 * on every page but the excluded ones. A lazy overlay: visitors never load it.
 */
export const miniGameFeature = defineFeature({
  name: 'mini-game',
  overlays: [{ id: 'widget', component: lazy(() => import('./MiniGameOverlay')), audience: 'player' }],
});
