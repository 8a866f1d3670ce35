import type { SmsCodePhase } from '@platform/countdown';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button, type ButtonProps } from '../../primitives/button/Button';
import { VisuallyHidden } from '../../shared/VisuallyHidden';
import * as styles from './widgets.css';

export interface SmsCodeButtonProps {
  /** The machine's phase (`useSmsCodeMachine(...).snapshot.phase`). */
  phase: SmsCodePhase;
  remainingSeconds: number;
  onSend: () => void;
  disabled?: boolean;
  /** Shown before the first send. @default t('accounts.smsCode.send') */
  label?: string;
  /** @default 'secondary' */
  tone?: ButtonProps['tone'];
  className?: string;
}

/**
 * The send-code button: "Get code", "Sending…" (busy), "Resend in 58 s" (unavailable but still focusable, so focus
 * is not lost when it counts), then "Resend". The sent message is announced once, politely.
 */
export function SmsCodeButton({
  phase,
  remainingSeconds,
  onSend,
  disabled,
  label,
  tone = 'secondary',
  className,
}: SmsCodeButtonProps) {
  const t = useT();
  const [sentOnce, setSentOnce] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(phase);
  useEffect(() => {
    if (phase === 'countdown' && previous.current !== 'countdown') {
      setSentOnce(true);
      setAnnouncement(t('accounts.smsCode.sent'));
    }
    previous.current = phase;
  }, [phase, t]);

  const text =
    phase === 'loading'
      ? t('accounts.smsCode.sending')
      : phase === 'countdown'
        ? t('accounts.smsCode.countdown', { seconds: remainingSeconds })
        : sentOnce
          ? t('accounts.smsCode.resend')
          : (label ?? t('accounts.smsCode.send'));
  return (
    <>
      <Button
        tone={tone}
        className={className ?? styles.codeButton}
        loading={phase === 'loading'}
        disabled={disabled}
        aria-disabled={phase === 'countdown' || undefined}
        onClick={phase === 'ready' ? onSend : undefined}
      >
        <span className={styles.codeButtonText}>{text}</span>
      </Button>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </>
  );
}
