import { lazy } from 'react';
import { defineFeature } from '../app/feature';

/** The withdrawal payment-confirmation queue (player-site §2, §4): a player overlay, no page of its own. */
export const paymentsFeature = defineFeature({
  name: 'payments',
  overlays: [
    {
      id: 'confirmations',
      audience: 'player',
      component: lazy(() => import('./PaymentConfirmations').then((m) => ({ default: m.PaymentConfirmations }))),
    },
  ],
});
