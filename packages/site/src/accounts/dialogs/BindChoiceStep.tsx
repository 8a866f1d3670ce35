import { Button, Dialog, useT } from '@platform/ui-kit';
import { useState } from 'react';
import { channelName } from '../social/social.names';
import { useAccounts } from '../useAccounts';
import * as styles from './dialogs.css';

/**
 * bind_customer_required (player-site §4): the social identity is not bound yet. Log in to an existing account (the
 * login binds it), or, only under FIREBASECREATEACC3 or SSOMANUALREG3, register a new one: SSOMANUALREG3 opens the
 * register form, FIREBASECREATEACC3 creates the account at once (autoRegister).
 */
export function BindChoiceStep() {
  const t = useT();
  const accounts = useAccounts();
  const [busy, setBusy] = useState(false);
  const step = accounts.store.dialog;
  if (step?.kind !== 'bindChoice') return null;
  const { details, register } = step;
  const who = details.displayName ?? details.email ?? details.mobileNo;

  const registerNew = async () => {
    if (!register) return;
    setBusy(true);
    try {
      await accounts.social.choose(register);
    } catch {
      // Shown as a toast by the controller; the choice stays open for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : accounts.social.dismiss())}
      title={t('accounts.social.bindTitle')}
      description={register ? t('accounts.social.bindPrompt') : t('accounts.bindPromptLoginOnly')}
      size="sm"
    >
      <div className={styles.choices}>
        {who ? (
          <p className={styles.withAction}>
            {t('accounts.bindAs', { provider: channelName(t, details.firebaseChannel), name: who })}
          </p>
        ) : null}
        <Button block onClick={() => void accounts.social.choose('login')}>
          {t('accounts.social.bindExisting')}
        </Button>
        {register ? (
          <Button block tone="secondary" loading={busy} onClick={() => void registerNew()}>
            {t('accounts.social.registerNew')}
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
