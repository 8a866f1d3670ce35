import { Button, useT } from '@platform/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { BotCheckPass } from '../accounts.types';
import * as styles from './botcheck.css';
import { createBotCheck } from './botcheck.machine';
import { loadScriptTag, readInitGeetest4 } from './botcheck.script';
import type { BotCheckSettings } from './botcheck.types';

export interface BotCheckFieldProps {
  settings: BotCheckSettings;
  /** The pass once the player passed, null again after a reset or a failure. */
  onChange: (pass: BotCheckPass | null) => void;
  /** Changing it spends the pass and asks for a new one (a failed registration, points §8). */
  resetSignal?: number;
  /** The translated problem to show (the check is required). */
  error?: string;
}

/**
 * The bot check as a form field: loading, then a button that opens the provider's challenge, then verified. A load
 * that fails (after its one retry) or a failed check offers a retry, which re-initialises the provider. Its own lazy
 * chunk, with the loader: pages without a bot check never download either.
 */
export function BotCheckField({ settings, onChange, resetSignal = 0, error }: BotCheckFieldProps) {
  const t = useT();
  const [store] = useState(() => createBotCheck({ settings, loadScript: loadScriptTag, getInit: readInitGeetest4 }));
  const snap = useSnapshot(store);
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    void store.start();
    return () => store.dispose();
  }, [store]);

  useEffect(() => {
    latest.current(snap.pass ? { ...snap.pass } : null);
  }, [snap.pass]);

  const firstReset = useRef(resetSignal);
  useEffect(() => {
    if (resetSignal !== firstReset.current) store.reset();
  }, [resetSignal, store]);

  const failure =
    snap.loader === 'fail' || snap.widget === 'error'
      ? snap.networkFailure
        ? t('errors.networkFailure')
        : snap.loader === 'fail'
          ? t('accounts.captcha.loadFailed')
          : t('accounts.captcha.error')
      : null;

  return (
    <fieldset className={styles.field} data-loader={snap.loader} data-widget={snap.widget}>
      <legend className={styles.legend}>{t('accounts.captcha.title')}</legend>
      {snap.widget === 'success' ? (
        <p className={styles.success} role="status">
          <span aria-hidden="true">✓ </span>
          {t('accounts.captcha.success')}
        </p>
      ) : failure ? (
        <>
          <p className={styles.failure} role="alert">
            {failure}
          </p>
          <Button tone="secondary" onClick={() => void store.retry()}>
            {t('accounts.captcha.retry')}
          </Button>
        </>
      ) : (
        <Button
          tone="secondary"
          block
          loading={snap.loader !== 'loaded'}
          aria-disabled={snap.loader !== 'loaded' || undefined}
          onClick={() => store.verify()}
        >
          {snap.loader === 'loaded' ? t('accounts.captcha.waiting') : t('accounts.captcha.loading')}
        </Button>
      )}
      {error && snap.widget !== 'success' ? <p className={styles.failure}>{error}</p> : null}
    </fieldset>
  );
}
