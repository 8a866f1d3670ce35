import { Button, Dialog, useT } from '@platform/ui-kit';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../platform.context';
import * as styles from './captcha.css';
import { ImageCaptcha } from './ImageCaptcha';

/** A click on the image gets a new one at most once a second (player-site §9), as on the sign-in forms. */
const REFRESH_MS = 1000;

/**
 * The captcha the password guard asks for after three wrong passwords of a logged-in player (payment or login
 * password, on any form): shown over whatever is open, by the shell, while the api-client holds the call. "OK" sends
 * the same call again with the answer; "Cancel" (or Escape) lets it fail with the ask, which the form shows where it
 * shows any refusal. A wrong answer comes back here with a new image and says so.
 */
export default function PasswordChallengeDialog() {
  const platform = usePlatform();
  const t = useT();
  const { passwordChallenge } = useSnapshot(platform.ui);
  const [answer, setAnswer] = useState('');
  const [key, setKey] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  if (!passwordChallenge) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!key || answer.trim() === '') {
      setMissing(true);
      return;
    }
    platform.ui.answerPasswordChallenge({ captcha: answer.trim(), captchaKey: key });
  };

  const error = missing
    ? t('validation_captcha_required')
    : passwordChallenge.incorrect
      ? t('password.captcha.incorrect')
      : undefined;

  return (
    <Dialog
      open
      size="sm"
      title={t('accounts.captcha.title')}
      description={t('accounts.captcha.passwordPrompt')}
      onOpenChange={(open) => {
        if (!open) platform.ui.answerPasswordChallenge(null);
      }}
    >
      {/* A new challenge (a wrong answer) is a new form: a fresh image and an empty field. */}
      <form key={passwordChallenge.id} className={styles.challengeForm} onSubmit={submit} noValidate>
        <ImageCaptcha
          purpose="password"
          refreshMs={REFRESH_MS}
          value={answer}
          onChange={(value) => {
            setAnswer(value);
            setMissing(false);
          }}
          onKey={setKey}
          error={error}
          autoFocus
        />
        <div className={styles.challengeActions}>
          <Button type="button" tone="secondary" onClick={() => platform.ui.answerPasswordChallenge(null)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">{t('common.confirm')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
