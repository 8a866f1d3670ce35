import { RegistrationForm, type RegistrationSubmitValues, useT, type WidgetCaptcha } from '@platform/ui-kit';
import type { RegistrationField, RegistrationMode } from '@platform/validation';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { bootstrapQueries } from '../../app/bootstrap.queries';
import { ImageCaptcha } from '../../app/captcha/ImageCaptcha';
import { usePlatform } from '../../app/platform.context';
import { ACCOUNT_TIMES } from '../accounts.constants';
import * as styles from '../accounts.css';
import type { BotCheckPass } from '../accounts.types';
import { channelName } from '../social/social.names';
import { useAccounts } from '../useAccounts';
import { AffiliateRefusedDialog } from './AffiliateRefusedDialog';
import { attributionFromQuery, browserAttributionStores, rememberAttribution } from './register.attribution';
import type { AffiliateVerdict } from './register.controller';

const BotCheckField = lazy(() => import('../botcheck/BotCheckField').then((m) => ({ default: m.BotCheckField })));
const route = getRouteApi('/register');

/**
 * /register (player-site §2, §4; points §5, §8): the server's field configs and modes, the link's codes (kept in
 * session and local storage), the affiliate code checked first, SMS code, image captcha or bot check, agreement,
 * then the automatic login and the next page.
 */
export function RegisterPage() {
  const platform = usePlatform();
  const t = useT();
  const titleId = useId();
  const accounts = useAccounts();
  const search = route.useSearch();
  const { social } = useSnapshot(accounts.store);
  const status = useQuery(bootstrapQueries.status(platform));
  const settings = useQuery(bootstrapQueries.settings(platform));
  const [attribution, setAttribution] = useState(() =>
    rememberAttribution(attributionFromQuery(search), browserAttributionStores()),
  );
  const [verdict, setVerdict] = useState<AffiliateVerdict | null>(attribution.affiliateCode ? null : { ok: true });
  const [hidden, setHidden] = useState<RegistrationField[]>([]);
  const [captchaKey, setCaptchaKey] = useState<string | null>(null);
  const [botPass, setBotPass] = useState<BotCheckPass | null>(null);
  // A failed registration spends the captcha and the bot check: both start again (points §8).
  const [round, setRound] = useState(0);
  const fields = status.data?.register.fields;

  // The link's affiliate code is checked before the form is offered (points §5 "affiliate code checked by a call first").
  useEffect(() => {
    const code = attribution.affiliateCode;
    if (!code || !fields || verdict) return;
    let live = true;
    void accounts.register.checkLinkAffiliate(code, fields).then((answer) => {
      if (!live) return;
      setVerdict(answer);
      if (answer.ok) return;
      setAttribution(({ affiliateCode: _refused, ...rest }) => rest);
      if (answer.action === 'hide-field') {
        setHidden(['affiliateCode']);
        platform.ui.toasts.show({ tone: 'warning', title: answer.message || t('affiliate.invalid') });
      }
    });
    return () => {
      live = false;
    };
  }, [accounts, attribution.affiliateCode, fields, verdict, platform, t]);

  const register = status.data?.register;
  const geetest = settings.data?.geetest;
  const ready = register && geetest && verdict && !(verdict.ok === false && verdict.action === 'redirect-to-origin');
  const modes: RegistrationMode[] = register
    ? [...(register.username ? (['username'] as const) : []), ...(register.mobile ? (['mobile'] as const) : [])]
    : [];

  const captcha: WidgetCaptcha | undefined = register?.captcha
    ? {
        required: true,
        render: (slot) => (
          <ImageCaptcha
            refreshMs={ACCOUNT_TIMES.registerCaptchaRefreshMs}
            purpose="register"
            value={slot.value}
            onChange={slot.onChange}
            onKey={setCaptchaKey}
            error={slot.error}
            refreshSignal={round}
          />
        ),
      }
    : undefined;

  const botCheck =
    register?.botCheck && geetest
      ? {
          passed: botPass !== null,
          render: () => (
            <Suspense fallback={<div className={styles.botCheckPlaceholder} />}>
              <BotCheckField settings={geetest} onChange={setBotPass} resetSignal={round} />
            </Suspense>
          ),
        }
      : undefined;

  const submit = async ({ mode, values, referralCode }: RegistrationSubmitValues) => {
    if (!register) return undefined;
    const outcome = await accounts.register.register({
      mode,
      values,
      ...(referralCode ? { referralCode } : {}),
      captchaKey,
      botCheck: botPass,
      attribution,
      fields: register.fields,
      captchaEnabled: register.captcha,
      botCheckEnabled: register.botCheck,
    });
    if (outcome.ok) return undefined;
    setRound((n) => n + 1);
    if ('issues' in outcome) return outcome.issues;
    accounts.login.warn(outcome.error);
    return undefined;
  };

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.pageTitle}>
        {t('accounts.register.title')}
      </h1>
      {social ? (
        <p className={styles.notice} role="status">
          {t('accounts.registerBindHint', { provider: channelName(t, social.firebaseChannel) })}
        </p>
      ) : null}
      {ready ? (
        <RegistrationForm
          fields={register.fields}
          modes={modes}
          defaultMode={register.defaultMode}
          captcha={captcha}
          botCheck={botCheck}
          agreementHref={register.agreementUrl ?? '/help'}
          affiliateCode={attribution.affiliateCode}
          referralCode={attribution.referralCode}
          hiddenFields={hidden}
          onSendSmsCode={(mobile) =>
            platform.api.accounts.sendPhoneCode({ mobileNo: mobile, purpose: 'register' }, { quiet: true })
          }
          onSmsCodeError={(error) => accounts.login.warn(error, 'warning')}
          onSubmit={submit}
          onLogin={() => accounts.store.open({ kind: 'login' })}
          clock={platform.clock}
        />
      ) : (
        <div className={styles.formPlaceholder} aria-busy="true" />
      )}
      {verdict && !verdict.ok && verdict.action === 'redirect-to-origin' ? (
        <AffiliateRefusedDialog message={verdict.message} />
      ) : null}
    </section>
  );
}
