import { type FormEvent, type ReactNode, useId } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../../primitives/button/Button';
import { Dialog } from '../../../primitives/dialog/Dialog';
import * as shared from '../../shared/widgets.css';

export interface CaptchaPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The captcha, drawn by the site (the image captcha only, for the merchants with the captcha-only flag). */
  children: ReactNode;
  onConfirm: () => void;
  busy: boolean;
}

/** The captcha-only login popup (player-site §4, NOTES.md): the captcha alone, then the login goes on. */
export function CaptchaPopup({ open, onOpenChange, children, onConfirm, busy }: CaptchaPopupProps) {
  const t = useT();
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('accounts.captcha.title')}
      description={t('accounts.loginForm.captchaPrompt')}
      size="sm"
      footer={
        <Button type="submit" form={formId} loading={busy}>
          {t('common.confirm')}
        </Button>
      }
    >
      <form id={formId} className={shared.form} onSubmit={submit} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
