import {
  type CaptchaSlot,
  type LoginCaptcha,
  type LoginSubmitValues,
  LoginWidget,
  useLanguage,
  useT,
} from '@platform/ui-kit';
import { phoneRuleFrom } from '@platform/validation';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { bootstrapQueries } from '../../app/bootstrap.queries';
import { ImageCaptcha } from '../../app/captcha/ImageCaptcha';
import { usePlatform } from '../../app/platform.context';
import { refusalText } from '../../app/refusal';
import { ACCOUNT_ROUTES, ACCOUNT_TIMES } from '../accounts.constants';
import * as styles from '../accounts.css';
import type { BotCheckPass } from '../accounts.types';
import { channelName } from '../social/social.names';
import { useAccounts } from '../useAccounts';
import type { LoginAttempt } from './login.controller';

// The bot check and its loader download only when a login needs one (a merchant with a bot check, after failures).
const BotCheckField = lazy(() => import('../botcheck/BotCheckField').then((m) => ({ default: m.BotCheckField })));

/**
 * The login widget wired to the platform (player-site §2, §4): the merchant's modes and social channels, the SMS
 * code, the captcha the server asks for after failures (the image captcha; the bot check on merchants that run one;
 * the captcha-only popup on merchants with that flag), free demo, forgot password, and the refusal in the form.
 */
export interface LoginPanelProps {
  /** Class of the widget (the popup drops the widget's own card). */
  className?: string;
}

export function LoginPanel({ className }: LoginPanelProps) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const accounts = useAccounts();
  const settings = useQuery(bootstrapQueries.settings(platform));
  const status = useQuery(bootstrapQueries.status(platform));
  const { loginCaptcha, social } = useSnapshot(accounts.store);
  const [error, setError] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState<string | null>(null);
  const [botPass, setBotPass] = useState<BotCheckPass | null>(null);
  // Each answer is good for one try: a new image (or a new bot check) after every attempt.
  const [captchaRound, setCaptchaRound] = useState(0);

  if (!settings.data || !status.data) return <div className={styles.formPlaceholder} aria-busy="true" />;
  const login = settings.data.login;
  const geetest = settings.data.geetest;
  const useBotCheck = !login.captchaOnly && status.data.gw.GEETEST_ID !== '';

  const settle = (attempt: LoginAttempt) => {
    if (attempt.ok) return;
    setCaptchaRound((round) => round + 1);
    if (!attempt.handled) setError(refusalText(t, attempt.error, language));
  };

  const submit = async (values: LoginSubmitValues) => {
    setError(null);
    settle(await accounts.login.login({ ...values, captchaKey, botCheck: useBotCheck ? botPass : null }));
  };

  const renderCaptcha = (slot: CaptchaSlot) =>
    useBotCheck ? (
      <Suspense fallback={<div className={styles.botCheckPlaceholder} />}>
        <BotCheckField
          settings={geetest}
          resetSignal={captchaRound}
          error={slot.error}
          onChange={(pass) => {
            setBotPass(pass);
            slot.onChange(pass ? pass.pass_token : '');
          }}
        />
      </Suspense>
    ) : (
      <ImageCaptcha
        refreshMs={ACCOUNT_TIMES.loginCaptchaRefreshMs}
        purpose="login"
        value={slot.value}
        onChange={slot.onChange}
        onKey={setCaptchaKey}
        error={slot.error}
        refreshSignal={captchaRound}
        autoFocus={slot.presentation === 'popup'}
      />
    );

  const captcha: LoginCaptcha | undefined = loginCaptcha
    ? { required: true, presentation: login.captchaOnly ? 'popup' : 'inline', render: renderCaptcha }
    : undefined;

  return (
    <>
      {social ? (
        <p className={styles.notice} role="status">
          {t('accounts.bindHint', { provider: channelName(t, social.firebaseChannel) })}
        </p>
      ) : null}
      <LoginWidget
        modes={login.modes}
        onSubmit={submit}
        onSendSmsCode={(mobile) =>
          platform.api.accounts.sendPhoneCode({ mobileNo: mobile, purpose: 'login' }, { quiet: true })
        }
        onSmsCodeError={(failure) => accounts.login.warn(failure, 'warning')}
        mobileRule={phoneRuleFrom(status.data.register.fields.mobileNum)}
        captcha={captcha}
        onRegister={() => {
          accounts.store.close('login');
          accounts.navigate(ACCOUNT_ROUTES.register);
        }}
        onFreeDemo={login.freeDemo ? async () => settle(await accounts.login.freeDemo()) : undefined}
        onForgotPassword={() => accounts.store.open({ kind: 'forgotPassword' })}
        socialChannels={login.socialChannels}
        onSocialLogin={(channel) => void accounts.social.signIn(channel)}
        error={error}
        clock={platform.clock}
        className={className}
      />
    </>
  );
}
