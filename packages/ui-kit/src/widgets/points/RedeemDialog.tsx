import {
  clampRedeemQuantity,
  type PhoneRule,
  type RedeemField,
  redeemCost,
  redeemTypesFor,
  validateRedeem,
} from '@platform/validation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { MinusIcon, PlusIcon } from '../../icons/icons';
import { Button } from '../../primitives/button/Button';
import { Carousel } from '../../primitives/carousel/Carousel';
import { Dialog } from '../../primitives/dialog/Dialog';
import { IconButton } from '../../primitives/icon-button/IconButton';
import { PasswordField } from '../../primitives/password-field/PasswordField';
import { RadioGroup } from '../../primitives/radio-group/RadioGroup';
import { SafeHtml } from '../../primitives/safe-html/SafeHtml';
import { TextField } from '../../primitives/text-field/TextField';
import { useFocusRequest } from '../../shared/useFocusRequest';
import { type CurrencyFormat, formatAmount } from '../shared/money';
import * as shared from '../shared/widgets.css';
import * as styles from './points.css';
import { formatPoints } from './points.format';
import type { RedeemKind, RewardData } from './points.types';

export interface RedeemValues {
  rewardId: number;
  quantity: number;
  redeemType: RedeemKind;
  password: string;
  name: string;
  address: string;
  phone: string;
  remarks: string;
}

/** What the app answers a redemption: done, or a refusal in words (on a field when the server names one). */
export type RedeemOutcome = { ok: true } | { ok: false; message: string; field?: RedeemField };

export interface RedeemDialogProps {
  /** The reward to redeem; null keeps the dialog closed. */
  reward: RewardData | null;
  /** The tab it opens on: 0 points (P), 1 points plus money (PM). */
  kind: RedeemKind;
  onClose: () => void;
  /** PAYMENTPASS3: the payment password is asked, else the login password (points §5). */
  passwordKind: 'payment' | 'login';
  /** The merchant's phone rule; exactly 11 digits without one. */
  phoneRule?: PhoneRule | null;
  currency: CurrencyFormat;
  /** Sends the redemption (encrypted by the app); the dialog stays open with the answer on a refusal. */
  onSubmit: (values: RedeemValues) => Promise<RedeemOutcome>;
}

const empty = { password: '', name: '', address: '', phone: '', remarks: '' };
/** The remarks box (choice: the contract allows 500 characters; a short note is what a delivery needs). */
const REMARKS_MAX = 200;

/**
 * The redeem dialog (points §2, §4, §5): the photo swiper with thumbnails (looping over 5 photos), quantity clamped
 * between 1 and the stock, the conversion type (P, or PM at quantity x money), the password the merchant asks for,
 * recipient, address, phone and a note, and the description behind a toggle. The form is checked in the spec's order
 * (password, name, address, phone) before anything is sent; a refusal keeps what was typed.
 */
export function RedeemDialog({
  reward,
  kind,
  onClose,
  passwordKind,
  phoneRule,
  currency,
  onSubmit,
}: RedeemDialogProps) {
  const t = useT();
  const { language } = useLanguage();
  const [type, setType] = useState<RedeemKind>(kind);
  const [quantityText, setQuantityText] = useState('1');
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<RedeemField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusFirst = useFocusRequest((name) => form.current?.querySelector<HTMLElement>(`[name="${name}"]`));

  // A new reward (or tab) starts a fresh form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reward and tab are what restart the form
  useEffect(() => {
    setType(kind);
    setQuantityText('1');
    setValues(empty);
    setErrors({});
    setRefusal(null);
  }, [reward?.id, kind]);

  if (!reward) return null;
  const offered = redeemTypesFor({
    price: reward.price,
    mpPointAmount: reward.pointsPlusMoney?.points ?? null,
    mpMoneyAmount: reward.pointsPlusMoney?.money ?? null,
    displayPointMoneyAmt: reward.pointsPlusMoney ? 'Y' : 'N',
  });
  const pricing = {
    price: reward.price,
    mpPointAmount: reward.pointsPlusMoney?.points ?? null,
    mpMoneyAmount: reward.pointsPlusMoney?.money ?? null,
  };
  const quantity = clampRedeemQuantity(Number(quantityText), reward.inventory);
  const cost = redeemCost(pricing, type, quantity);
  const costText =
    cost.money > 0
      ? t('points.price.pm', {
          points: formatPoints(cost.points, language),
          money: formatAmount(cost.money, currency, language),
        })
      : t('points.price.points', { points: formatPoints(cost.points, language) });

  const setQuantity = (next: number) => setQuantityText(String(clampRedeemQuantity(next, reward.inventory)));
  const field = (name: keyof typeof empty) => ({
    value: values[name],
    onValueChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
    error: errors[name as RedeemField],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setRefusal(null);
    const check = validateRedeem(values, { PAYMENTPASS3: passwordKind === 'payment', phoneRule });
    if (!check.ok) {
      const shown: Partial<Record<RedeemField, string>> = {};
      for (const issue of check.issues) shown[issue.field] ??= t(issue.key, issue.params);
      setErrors(shown);
      focusFirst(check.field);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const outcome = await onSubmit({
        rewardId: reward.id,
        quantity,
        redeemType: type,
        password: values.password,
        name: values.name.trim(),
        address: values.address.trim(),
        phone: values.phone.trim(),
        remarks: values.remarks.trim(),
      });
      if (outcome.ok) return;
      if (outcome.field) {
        setErrors({ [outcome.field]: outcome.message });
        focusFirst(outcome.field);
      } else setRefusal(outcome.message);
    } finally {
      setSending(false);
    }
  };

  const photos = reward.photos.length > 0 ? reward.photos : [reward.imageLink];
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('points.redeem.title', { name: reward.name })}
      size="lg"
    >
      <form ref={form} className={styles.dialogBody} noValidate onSubmit={submit}>
        <Carousel
          label={t('points.redeem.photos')}
          autoplay={false}
          thumbnails
          loop="auto"
          slides={photos.map((src, index) => ({
            id: `${reward.id}-${index}`,
            content: (
              <img
                className={styles.cardImage}
                src={src}
                alt={`${reward.name} ${index + 1}`}
                width={400}
                height={400}
              />
            ),
            thumbnail: { src, alt: `${reward.name} ${index + 1}` },
          }))}
        />
        <RadioGroup
          label={t('points.redeem.type')}
          orientation="horizontal"
          value={type}
          onValueChange={(value) => setType(value as RedeemKind)}
          options={[
            { value: 'P', label: t('points.redeemPoints'), disabled: !offered.includes('P') },
            { value: 'PM', label: t('points.redeemPM'), disabled: !offered.includes('PM') },
          ]}
        />
        <div className={styles.quantity}>
          <IconButton
            label={t('points.redeem.decrease')}
            icon={<MinusIcon />}
            disabled={quantity <= 1}
            onClick={() => setQuantity(quantity - 1)}
          />
          <TextField
            className={styles.quantityInput}
            label={t('points.redeem.quantity')}
            name="quantity"
            inputMode="numeric"
            value={quantityText}
            onValueChange={(value) => setQuantityText(value.replace(/\D/g, ''))}
            onBlur={() => setQuantity(Number(quantityText))}
            hint={t('points.inventory', { count: reward.inventory })}
          />
          <IconButton
            label={t('points.redeem.increase')}
            icon={<PlusIcon />}
            disabled={quantity >= reward.inventory}
            onClick={() => setQuantity(quantity + 1)}
          />
        </div>
        <p className={styles.cost} aria-live="polite">
          {t('points.redeem.cost', { cost: costText })}
        </p>
        <PasswordField
          name="password"
          autoComplete={passwordKind === 'payment' ? 'off' : 'current-password'}
          label={t(passwordKind === 'payment' ? 'points.redeem.paymentPassword' : 'points.redeem.loginPassword')}
          required
          {...field('password')}
        />
        <TextField
          name="name"
          autoComplete="name"
          label={t('points.redeem.name')}
          required
          maxLength={100}
          showCounter={false}
          {...field('name')}
        />
        <TextField
          name="address"
          autoComplete="street-address"
          label={t('points.redeem.address')}
          required
          maxLength={500}
          showCounter={false}
          {...field('address')}
        />
        <TextField
          name="phone"
          type="tel"
          autoComplete="tel"
          label={t('points.redeem.phone')}
          required
          maxLength={40}
          showCounter={false}
          {...field('phone')}
        />
        <TextField name="remarks" label={t('points.redeem.remarks')} maxLength={REMARKS_MAX} {...field('remarks')} />
        <details>
          <summary>{t('points.redeem.description')}</summary>
          <SafeHtml className={styles.description} html={reward.descriptionHtml} />
        </details>
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
            {t('points.redeem.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
