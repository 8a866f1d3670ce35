import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { CloseIcon } from '../../icons/icons';
import { visuallyHidden } from '../../shared/a11y.css';
import { cx } from '../../shared/cx';
import { useModalLayer } from '../../shared/modalLayers';
import { IconButton } from '../icon-button/IconButton';
import * as styles from './dialog.css';

type ContentProps = ComponentPropsWithoutRef<typeof RadixDialog.Content>;

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Required: it names the dialog for screen readers. Hide it visually with `hideTitle`, never omit it. */
  title: ReactNode;
  /** @default false */
  hideTitle?: boolean;
  /** Read when the dialog opens. */
  description?: ReactNode;
  /** An element that opens the dialog (rendered as the Radix trigger, so focus returns to it on close). */
  trigger?: ReactNode;
  children?: ReactNode;
  /** Actions, aligned to the end. */
  footer?: ReactNode;
  /** Width: 400, 560, 800 or 1080 px at most. @default 'md' */
  size?: keyof typeof styles.content;
  /**
   * When false, Escape and clicks outside do nothing and the close button is gone: for steps the player must finish
   * (a forced password change).
   * @default true
   */
  dismissible?: boolean;
  /** `alertdialog` for confirmations that interrupt. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  onOpenAutoFocus?: ContentProps['onOpenAutoFocus'];
  onCloseAutoFocus?: ContentProps['onCloseAutoFocus'];
  className?: string;
}

/**
 * A modal dialog on Radix Dialog: focus moves in and is trapped, Escape closes, focus returns to the trigger, the
 * page behind is inert, the title names it and the description describes it.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  trigger,
  children,
  footer,
  size = 'md',
  dismissible = true,
  role = 'dialog',
  onOpenAutoFocus,
  onCloseAutoFocus,
  className,
}: DialogProps) {
  const t = useT();
  const refuse = (event: Event) => event.preventDefault();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={cx(styles.content[size], className)}
          role={role}
          // Without a description Radix would point aria-describedby at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={dismissible ? undefined : refuse}
          onPointerDownOutside={dismissible ? undefined : refuse}
          onInteractOutside={dismissible ? undefined : refuse}
        >
          <ModalLayer />
          <div className={styles.header}>
            <RadixDialog.Title className={cx(styles.title, hideTitle && visuallyHidden)}>{title}</RadixDialog.Title>
            {dismissible ? (
              <RadixDialog.Close asChild>
                <IconButton label={t('common.close')} icon={<CloseIcon />} />
              </RadixDialog.Close>
            ) : null}
          </div>
          <div className={styles.body}>
            {description ? (
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            ) : null}
            {children}
          </div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Mounted with the dialog's content: the floating controls hide while it is open (`shared/modalLayers.ts`). */
function ModalLayer() {
  useModalLayer();
  return null;
}

/** Closes the nearest dialog when clicked; wrap a footer button in it. */
export const DialogClose = RadixDialog.Close;
