import { type ComponentType, Suspense } from 'react';
import { useSnapshot } from 'valtio/react';
import { DialogPending } from './DialogPending';
import type { GlobalDialog, GlobalDialogProps } from './feature';
import { usePlatform } from './platform.context';

/**
 * The host of the site-wide dialogs opened by intent (`ui.openDialog({ kind })`, app/feature.ts): the dialog of the
 * feature whose manifest renders that kind, one lazy chunk each, loaded only when it opens.
 */
export function GlobalDialogs() {
  const platform = usePlatform();
  const { dialog } = useSnapshot(platform.ui);
  if (!dialog) return null;
  const Dialog = platform.features.dialogs[dialog.kind] as
    | ComponentType<GlobalDialogProps<typeof dialog.kind>>
    | undefined;
  // An intent no feature renders shows nothing (the registry test holds every declared kind to a renderer).
  if (!Dialog) return null;
  return (
    <Suspense fallback={<DialogPending />}>
      <Dialog dialog={dialog as never} onClose={() => platform.ui.closeDialog(dialog as GlobalDialog)} />
    </Suspense>
  );
}
