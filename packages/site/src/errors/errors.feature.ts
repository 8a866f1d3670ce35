import { lazy } from 'react';
import { defineFeature } from '../app/feature';

/**
 * The site-wide dialogs the api-client's callbacks open (points-centres-lottery §8): the deposit prompt, the
 * unavailable-domain modal and the vendor-maintenance modal. One lazy chunk each, loaded only when its error happens.
 */
export const errorsFeature = defineFeature({
  name: 'errors',
  dialogs: {
    depositPrompt: lazy(() => import('./DepositPromptDialog')),
    unavailableDomain: lazy(() => import('./UnavailableDomainDialog')),
    vendorMaintenance: lazy(() => import('./VendorMaintenanceDialog')),
  },
});
