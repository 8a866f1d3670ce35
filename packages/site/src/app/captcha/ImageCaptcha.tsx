import { isApiError } from '@platform/api-client';
import { TextField, useT } from '@platform/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../platform.context';
import * as styles from './captcha.css';
import { createClickThrottle } from './captcha.throttle';

type Purpose = 'login' | 'register' | 'feedback' | 'password';

export interface ImageCaptchaProps {
  /** What the answer will be checked for (system.captcha's `purpose`). */
  purpose: Purpose;
  /**
   * A click on the image gets a new one at most once per this many ms; clicks in between are dropped (player-site §9
   * "captcha image click once per second"; points §9 "register captcha 1 per 250 ms"). Read once, at mount.
   */
  refreshMs: number;
  /** The typed answer. */
  value: string;
  onChange: (value: string) => void;
  /** The key of the image on screen, sent with the answer (`captchaKey`); null while none is loaded. */
  onKey: (key: string | null) => void;
  /** The translated problem to show (e.g. the answer is missing). */
  error?: string;
  /** Changing it loads a new image (each answer is good for one try). */
  refreshSignal?: number;
  autoFocus?: boolean;
}

interface Image {
  key: string;
  src: string;
  width: number;
  height: number;
}

/** How long the server asked to wait before the next image, when it paced this one (at most 5 s), else null. */
function retryAfter(error: unknown): number | null {
  if (!isApiError(error) || !/^TOO_MANY_REQUESTS?$/.test(String(error.code))) return null;
  const value = error.value as { retryAfterMs?: unknown } | null;
  const wait = typeof value?.retryAfterMs === 'number' ? value.retryAfterMs : 1000;
  return Math.min(Math.max(wait, 50), 5000);
}

/**
 * The image captcha (system.captcha): the text to type, in an image the player can click for a new one (at most once
 * per `refreshMs`). Shared by the sign-in forms and the feedback modal, which is why it lives in `app/`.
 */
export function ImageCaptcha({
  purpose,
  refreshMs,
  value,
  onChange,
  onKey,
  error,
  refreshSignal = 0,
  autoFocus,
}: ImageCaptchaProps) {
  const api = useApi();
  const t = useT();
  const [image, setImage] = useState<Image | null>(null);
  const [failed, setFailed] = useState(false);
  const [throttle] = useState(() => createClickThrottle(refreshMs));
  const latest = useRef({ onChange, onKey });
  latest.current = { onChange, onKey };
  const request = useRef(0);

  const load = useCallback(async () => {
    const mine = ++request.current;
    latest.current.onKey(null);
    latest.current.onChange('');
    try {
      const next = await api.system.captcha({ purpose }, { quiet: true });
      if (mine !== request.current) return;
      setImage({ key: next.captchaKey, src: next.image, width: next.width, height: next.height });
      setFailed(false);
      latest.current.onKey(next.captchaKey);
    } catch (error) {
      if (mine !== request.current) return;
      // The server paces new images per caller (TOO_MANY_REQUESTS with retryAfterMs): a refresh right after the last
      // one (a failed send reloads at once) waits that moment and asks again, instead of failing.
      const wait = retryAfter(error);
      if (wait !== null) {
        window.setTimeout(() => {
          if (mine === request.current) void load();
        }, wait);
        return;
      }
      setFailed(true);
    }
  }, [api, purpose]);

  // refreshSignal is the trigger: each change loads a new image.
  useEffect(() => {
    void load();
  }, [load, refreshSignal]);

  const refresh = () => {
    if (throttle.take()) void load();
  };

  return (
    <div className={styles.row}>
      <TextField
        label={t('accounts.register.captcha')}
        placeholder={t('accounts.register.captchaPlaceholder')}
        value={value}
        onValueChange={onChange}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        required
        autoFocus={autoFocus}
        error={error ?? (failed ? t('accounts.captcha.loadFailed') : undefined)}
        className={styles.field}
      />
      <button
        type="button"
        className={styles.imageButton}
        onClick={refresh}
        aria-label={t('accounts.captcha.refresh')}
        // The key is no secret (it travels with the answer); tests and support tools read it to look an answer up.
        data-captcha-key={image?.key}
      >
        {image ? (
          <img src={image.src} alt={t('accounts.captcha.imageAlt')} width={image.width} height={image.height} />
        ) : (
          <span className={styles.placeholder}>{t('common.loading')}</span>
        )}
      </button>
    </div>
  );
}
