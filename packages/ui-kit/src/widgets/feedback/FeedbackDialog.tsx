import type { MessageKey } from '@platform/i18n';
import {
  DEFAULT_FEEDBACK_TYPE,
  FEEDBACK_TYPES,
  type FeedbackField,
  type FeedbackType,
  VALIDATION_LIMITS,
  validateFeedback,
} from '@platform/validation';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { Dialog } from '../../primitives/dialog/Dialog';
import { ImagePicker } from '../../primitives/image-picker/ImagePicker';
import { NativeSelect } from '../../primitives/native-select/NativeSelect';
import { TextArea } from '../../primitives/text-field/TextArea';
import type { CaptchaSlot } from '../accounts/login/captcha.slot';
import * as shared from '../shared/widgets.css';

/** What the form sends (player-site §3 "Feedback payload"; the sender is the app's business). */
export interface FeedbackSubmitValues {
  type: FeedbackType;
  /** The description, trimmed. */
  content: string;
  captcha: string;
  /** Only ever set for a logged-in player; checked by content (JPEG or PNG) and size before it gets here. */
  image: File | null;
}

export type FeedbackOutcome = { ok: true } | { ok: false; message: string };

/** The captcha slot, plus the round: it changes after every attempt, when the used answer must give way to a new one. */
export interface FeedbackCaptchaSlot extends CaptchaSlot {
  round: number;
}

export interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A visitor gets no image field (player-site §6 "sends feedback without username or image"). */
  loggedIn: boolean;
  /** Draws the image captcha (the site's); it reports the typed answer through `slot.onChange`. */
  captcha: (slot: FeedbackCaptchaSlot) => ReactNode;
  /** Sends the feedback; a refusal's message is shown and everything typed stays. */
  onSubmit: (values: FeedbackSubmitValues) => Promise<FeedbackOutcome>;
}

/** The question types in the order the spec lists them (§3), each with its words: deposit 1 (default), 2, 3, 4, 6, 0. */
const TYPES: readonly { value: FeedbackType; label: MessageKey }[] = [
  { value: FEEDBACK_TYPES.deposit, label: 'feedback.type1' },
  { value: FEEDBACK_TYPES.withdraw, label: 'feedback.type2' },
  { value: FEEDBACK_TYPES.game, label: 'feedback.type3' },
  { value: FEEDBACK_TYPES.service, label: 'feedback.type4' },
  { value: FEEDBACK_TYPES.applyAgent, label: 'feedback.type6' },
  { value: FEEDBACK_TYPES.other, label: 'feedback.type0' },
];

const { feedbackDescriptionMin: MIN, feedbackDescriptionMax: MAX } = VALIDATION_LIMITS;

/**
 * The feedback modal (feedbackModal, player-site §2, §5): question type, a description of 20 to 500 characters with
 * a counter (the input stops at 500), the image captcha, and for logged-in players one JPEG or PNG image (by content:
 * activity_apply_remark_limit2 otherwise). Checked before sending; a refusal keeps what was typed and says why; a
 * success clears the form and thanks the player.
 */
export function FeedbackDialog({ open, onOpenChange, loggedIn, captcha, onSubmit }: FeedbackDialogProps) {
  const t = useT();
  const [type, setType] = useState<FeedbackType>(DEFAULT_FEEDBACK_TYPE);
  const [content, setContent] = useState('');
  const [answer, setAnswer] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<FeedbackField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  const [sending, setSending] = useState(false);
  const [round, setRound] = useState(0);

  const clearError = (field: FeedbackField) => setErrors(({ [field]: _, ...rest }) => rest);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setRefusal(null);
    setThanked(false);
    setSending(true);
    try {
      const image = loggedIn ? (images[0] ?? null) : null;
      const check = await validateFeedback({ type, content, captcha: answer, file: image }, { loggedIn });
      if (!check.ok) {
        const shown: Partial<Record<FeedbackField, string>> = {};
        for (const issue of check.issues) shown[issue.field] ??= t(issue.key, issue.params);
        setErrors(shown);
        return;
      }
      setErrors({});
      const outcome = await onSubmit({ type, content: content.trim(), captcha: answer.trim(), image });
      // Each captcha answer is good for one try: a new image (and an empty answer) either way.
      setRound((r) => r + 1);
      setAnswer('');
      if (!outcome.ok) {
        setRefusal(outcome.message);
        return;
      }
      setType(DEFAULT_FEEDBACK_TYPE);
      setContent('');
      setImages([]);
      setThanked(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('feedback.title')}>
      <form className={shared.form} onSubmit={submit} noValidate>
        {thanked ? (
          <p className={shared.formSuccess} role="status">
            {t('feedback.thanks')}
          </p>
        ) : null}
        <NativeSelect
          label={t('feedback.type')}
          options={TYPES.map(({ value, label }) => ({ value: String(value), label: t(label) }))}
          value={String(type)}
          onValueChange={(value) => setType(Number(value) as FeedbackType)}
          error={errors.type}
          required
        />
        <TextArea
          label={t('feedback.description')}
          hint={t('feedback.descriptionHint', { min: MIN, max: MAX })}
          value={content}
          onValueChange={(value) => {
            setContent(value);
            clearError('content');
          }}
          maxLength={MAX}
          rows={5}
          required
          error={errors.content}
        />
        {captcha({
          value: answer,
          onChange: (value) => {
            setAnswer(value);
            if (value) clearError('captcha');
          },
          error: errors.captcha,
          presentation: 'inline',
          round,
        })}
        {loggedIn ? (
          <ImagePicker
            label={t('feedback.image')}
            hint={t('feedback.imageHint')}
            value={images}
            onChange={(files) => {
              setImages(files);
              clearError('file');
            }}
            maxFiles={1}
            messages={{ type: 'activity_apply_remark_limit2' }}
            error={errors.file}
          />
        ) : (
          <p className={shared.muted}>{t('feedback.imageLoginHint')}</p>
        )}
        {refusal ? (
          <p className={shared.formError} role="alert">
            {refusal}
          </p>
        ) : null}
        <div className={shared.actionsEnd}>
          <Button tone="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" tone="primary" loading={sending}>
            {t('feedback.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
