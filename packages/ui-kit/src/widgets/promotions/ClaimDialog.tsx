import { type ClaimField, VALIDATION_LIMITS, validateClaim } from '@platform/validation';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { Dialog } from '../../primitives/dialog/Dialog';
import { ImagePicker } from '../../primitives/image-picker/ImagePicker';
import { TextArea } from '../../primitives/text-field/TextArea';
import * as shared from '../shared/widgets.css';
import type { PromotionData } from './promotions.types';

export interface ClaimValues {
  remarks: string;
  pictures: File[];
}

export type ClaimOutcome = { ok: true } | { ok: false; message: string };

export interface ClaimDialogProps {
  /** The promotion to claim; null keeps the dialog closed. */
  promotion: PromotionData | null;
  onClose: () => void;
  /** Sends the claim; on success the app closes the dialog (and the promotion shows PENDING). */
  onSubmit: (values: ClaimValues) => Promise<ClaimOutcome>;
}

/**
 * The claim modal (player-site §2, §5): remarks up to 140 characters (required when `remarkRequired`:
 * activity_apply_remark_limit1) and up to 3 pictures, JPEG or PNG by content, 5242880 bytes each (at least one when
 * `imageRequired`: limit2; limit3 and limit4 for the files). Checked before sending; a refusal keeps the form.
 */
export function ClaimDialog({ promotion, onClose, onSubmit }: ClaimDialogProps) {
  const t = useT();
  const [remarks, setRemarks] = useState('');
  const [pictures, setPictures] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<ClaimField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!promotion) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setRefusal(null);
    setSending(true);
    try {
      const check = await validateClaim({ remarks, images: pictures }, promotion);
      if (!check.ok) {
        const shown: Partial<Record<ClaimField, string>> = {};
        for (const issue of check.issues) shown[issue.field] ??= t(issue.key, issue.params);
        setErrors(shown);
        return;
      }
      setErrors({});
      const outcome = await onSubmit({ remarks: remarks.trim(), pictures });
      if (!outcome.ok) setRefusal(outcome.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('promotions.claimTitle', { title: promotion.title })}
    >
      <form className={shared.form} onSubmit={submit} noValidate>
        <TextArea
          label={t('promotions.remarks')}
          value={remarks}
          onValueChange={(value) => {
            setRemarks(value);
            setErrors(({ remarks: _, ...rest }) => rest);
          }}
          maxLength={VALIDATION_LIMITS.claimRemarksMax}
          required={promotion.remarkRequired}
          error={errors.remarks}
        />
        <ImagePicker
          label={t('promotions.pictures')}
          hint={t('promotions.picturesHint')}
          value={pictures}
          onChange={(files) => {
            setPictures(files);
            setErrors(({ images: _, ...rest }) => rest);
          }}
          required={promotion.imageRequired}
          error={errors.images}
        />
        {refusal ? (
          <p className={shared.formError} role="alert">
            {refusal}
          </p>
        ) : null}
        <div className={shared.actionsEnd}>
          <Button tone="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" tone="primary" loading={sending}>
            {t('promotions.submitClaim')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
