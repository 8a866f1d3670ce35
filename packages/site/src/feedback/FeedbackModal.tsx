import { FeedbackDialog, type FeedbackOutcome, type FeedbackSubmitValues, useT } from '@platform/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { ImageCaptcha } from '../app/captcha/ImageCaptcha';
import type { GlobalDialogProps } from '../app/feature';
import { dataUrlOf } from '../app/files';
import { usePlatform } from '../app/platform.context';
import { refusalText } from '../app/refusal';
import { FEEDBACK_TIMES } from './feedback.constants';

/**
 * The feedback modal wired to the platform: the image captcha (purpose feedback, a new image at most once a second),
 * the sender from the session (empty for a visitor, player-site §3), the image as a data URL, and the server's
 * refusal in the player's words.
 */
export default function FeedbackModal({ onClose }: GlobalDialogProps<'feedback'>) {
  const platform = usePlatform();
  const t = useT();
  const { session } = useSnapshot(platform.session);
  const loggedIn = Boolean(session.token);
  // The key of the captcha image on screen, read when sending (a ref: a new image must not re-render the form).
  const captchaKey = useRef<string | null>(null);

  const send = useMutation({
    mutationFn: async ({ values, key }: { values: FeedbackSubmitValues; key: string }) =>
      platform.api.feedback.submit(
        {
          // A visitor sends no sender and no image (player-site §3, §6); the server trusts the token, not the field.
          sender: loggedIn ? (session.username ?? '') : '',
          content: values.content,
          type: values.type,
          captcha: values.captcha,
          captchaKey: key,
          ...(loggedIn && values.image ? { file: await dataUrlOf(values.image) } : {}),
        },
        { quiet: true },
      ),
  });

  const submit = async (values: FeedbackSubmitValues): Promise<FeedbackOutcome> => {
    const key = captchaKey.current;
    if (!key) return { ok: false, message: t('accounts.captcha.loadFailed') };
    try {
      await send.mutateAsync({ values, key });
      return { ok: true };
    } catch (error) {
      return { ok: false, message: refusalText(t, error) };
    }
  };

  return (
    <FeedbackDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      loggedIn={loggedIn}
      onSubmit={submit}
      captcha={(slot) => (
        <ImageCaptcha
          purpose="feedback"
          refreshMs={FEEDBACK_TIMES.captchaRefreshMs}
          value={slot.value}
          onChange={slot.onChange}
          onKey={(key) => {
            captchaKey.current = key;
          }}
          error={slot.error}
          refreshSignal={slot.round}
        />
      )}
    />
  );
}
