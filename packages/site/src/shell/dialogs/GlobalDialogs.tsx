import { type ComponentType, lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../../app/platform.context';
import type { GlobalDialog } from '../../app/ui.store';

export interface GlobalDialogProps<K extends GlobalDialog['kind']> {
  dialog: Extract<GlobalDialog, { kind: K }>;
  onClose: () => void;
}

type DialogTable = { [K in GlobalDialog['kind']]: ComponentType<GlobalDialogProps<K>> };

/**
 * The site-wide dialogs the api-client's callbacks open through `ui.openDialog` (points-centres-lottery §8): one lazy
 * chunk each, loaded only when its error happens. ONE table: a new kind needs a row here.
 */
const DIALOGS: DialogTable = {
  depositPrompt: lazy(() => import('./DepositPromptDialog')),
  unavailableDomain: lazy(() => import('./UnavailableDomainDialog')),
  vendorMaintenance: lazy(() => import('./VendorMaintenanceDialog')),
};

export function GlobalDialogs() {
  const { ui } = usePlatform();
  const { dialog } = useSnapshot(ui);
  if (!dialog) return null;
  const Dialog = DIALOGS[dialog.kind] as ComponentType<GlobalDialogProps<typeof dialog.kind>>;
  return (
    <Suspense fallback={null}>
      <Dialog dialog={dialog as never} onClose={() => ui.closeDialog()} />
    </Suspense>
  );
}
