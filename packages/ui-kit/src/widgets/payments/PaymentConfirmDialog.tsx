import { validateNotReceivedProof } from '@platform/validation';
import { useState } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { Dialog } from '../../primitives/dialog/Dialog';
import { ImagePicker } from '../../primitives/image-picker/ImagePicker';
import { type CurrencyFormat, formatAmount } from '../shared/money';
import * as shared from '../shared/widgets.css';
import * as styles from './payments.css';

export interface PaymentConfirmationData {
  payDetailId: number;
  /** Confirmed by the system: the player only acknowledges (A). */
  autoConfirmed: boolean;
  amount: number;
  remainingAmount: number;
  orderNo: string;
  payerName: string;
}

export type PaymentAnswer = { answer: 'Y' | 'A' } | { answer: 'N'; proof: File };

export type PaymentAnswerOutcome = { ok: true } | { ok: false; message: string };

export interface PaymentConfirmDialogProps {
  /** The oldest waiting item; null closes the dialog. */
  item: PaymentConfirmationData | null;
  /** Its place in the queue. */
  position: { index: number; total: number };
  currency: CurrencyFormat;
  onAnswer: (answer: PaymentAnswer) => Promise<PaymentAnswerOutcome>;
}

/**
 * The withdrawal payment-confirmation modal (player-site §2, §4): one item at a time. A manual item is answered
 * Received (Y) or Not received (N) with exactly one proof image (JPEG or PNG by content, 5 MB); Not received without
 * an image sends nothing. An auto-confirmed item is acknowledged (A) in one press. It cannot be dismissed: the queue
 * is what the player must answer.
 */
export function PaymentConfirmDialog({ item, position, currency, onAnswer }: PaymentConfirmDialogProps) {
  const t = useT();
  const { language } = useLanguage();
  const [notReceived, setNotReceived] = useState(false);
  const [proof, setProof] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!item) return null;

  const send = async (answer: PaymentAnswer) => {
    if (sending) return;
    setSending(true);
    setProblem(null);
    try {
      const outcome = await onAnswer(answer);
      if (outcome.ok) {
        setNotReceived(false);
        setProof([]);
      } else setProblem(outcome.message);
    } finally {
      setSending(false);
    }
  };
  const sendNotReceived = async () => {
    const [image] = proof;
    // Not received without an image does nothing (the picker asks for one).
    if (!image) return;
    const check = await validateNotReceivedProof([image]);
    if (!check.ok) return setProblem(t(check.key, check.issue.params));
    await send({ answer: 'N', proof: image });
  };
  const money = (amount: number) => formatAmount(amount, currency, language);

  return (
    <Dialog
      open
      dismissible={false}
      title={t('payments.confirm.title')}
      description={
        position.total > 1 ? t('payments.confirm.count', { index: position.index, total: position.total }) : undefined
      }
    >
      <dl className={styles.details}>
        <dt className={styles.term}>{t('payments.confirm.amount')}</dt>
        <dd className={styles.definition}>{money(item.amount)}</dd>
        <dt className={styles.term}>{t('payments.confirm.remaining')}</dt>
        <dd className={styles.definition}>{money(item.remainingAmount)}</dd>
        <dt className={styles.term}>{t('payments.confirm.payer')}</dt>
        <dd className={styles.definition}>{item.payerName}</dd>
        <dt className={styles.term}>{t('payments.confirm.order')}</dt>
        <dd className={styles.definition}>{item.orderNo}</dd>
      </dl>
      {item.autoConfirmed ? (
        <>
          <p>{t('payments.confirm.auto')}</p>
          <div className={shared.actionsEnd}>
            <Button tone="primary" loading={sending} onClick={() => void send({ answer: 'A' })}>
              {t('payments.confirm.acknowledge')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{t('payments.confirm.question')}</p>
          {notReceived ? (
            <ImagePicker
              label={t('payments.confirm.proof')}
              hint={t('payments.confirm.proofHint')}
              value={proof}
              onChange={setProof}
              maxFiles={1}
              required
            />
          ) : null}
          <div className={shared.actionsEnd}>
            {notReceived ? (
              <Button
                tone="critical"
                loading={sending}
                aria-disabled={proof.length === 0 || undefined}
                onClick={() => void sendNotReceived()}
              >
                {t('payments.confirm.send')}
              </Button>
            ) : (
              <Button tone="secondary" onClick={() => setNotReceived(true)}>
                {t('payments.confirm.notReceived')}
              </Button>
            )}
            <Button tone="primary" loading={sending} onClick={() => void send({ answer: 'Y' })}>
              {t('payments.confirm.received')}
            </Button>
          </div>
        </>
      )}
      {problem ? (
        <p className={shared.formError} role="alert">
          {problem}
        </p>
      ) : null}
    </Dialog>
  );
}
