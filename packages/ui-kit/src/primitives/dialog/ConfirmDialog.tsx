import { type ReactNode, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../button/Button';
import { Dialog } from './Dialog';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What will happen, read when the dialog opens. */
  message?: ReactNode;
  /** @default t('common.confirm') */
  confirmLabel?: ReactNode;
  /** @default t('common.cancel') */
  cancelLabel?: ReactNode;
  /**
   * `critical` for actions that lose something (logout, terminate a contract): the confirm button turns critical and
   * focus starts on cancel, the safe choice.
   * @default 'default'
   */
  tone?: 'default' | 'critical';
  /**
   * Called on confirm. A returned promise keeps the dialog open with the confirm button busy; it closes when the
   * promise resolves and stays open when it rejects (the caller shows why).
   */
  onConfirm: () => unknown;
  onCancel?: () => void;
}

/** A two-button question (cancel / confirm) in an alert dialog. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  const cancel = () => {
    if (busy) return;
    onCancel?.();
    onOpenChange(false);
  };

  const confirm = async () => {
    const result = onConfirm();
    if (!isThenable(result)) {
      onOpenChange(false);
      return;
    }
    setBusy(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // The caller reports the failure; the question stays so the player can retry or cancel.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : cancel())}
      title={title}
      description={message}
      role="alertdialog"
      size="sm"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (tone === 'critical' ? cancelRef : confirmRef).current?.focus();
      }}
      footer={
        <>
          <Button ref={cancelRef} tone="secondary" onClick={cancel} disabled={busy}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button ref={confirmRef} tone={tone === 'critical' ? 'critical' : 'primary'} loading={busy} onClick={confirm}>
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    />
  );
}
