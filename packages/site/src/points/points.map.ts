import type { ApiClient } from '@platform/api-client';
import { errorValueOf, isApiError } from '@platform/api-client';
import { isMessageKey, type Language, type Translator } from '@platform/i18n';
import type { PointTransactionRow, RedeemOutcome, RewardData, RewardTypeTab } from '@platform/ui-kit';
import { refusalText } from '../app/refusal';

type Reward = Awaited<ReturnType<ApiClient['points']['rewards']>>['list'][number];
type RewardType = Awaited<ReturnType<ApiClient['points']['rewardTypes']>>[number];
type PointTx = Awaited<ReturnType<ApiClient['points']['transactions']>>['list'][number];

/**
 * A reward as the mall shows it: the swiper's photos are the S images (the M cover stays out, points §3); points plus
 * money is offered when the merchant shows it (displayPointMoneyAmt Y) or the item has no points price.
 */
export function rewardOf(item: Reward): RewardData {
  const offersPm = item.displayPointMoneyAmt === 'Y' || item.price === null;
  return {
    id: item.id,
    name: item.name,
    imageLink: item.imageLink,
    photos: item.merchandiseImages.filter((image) => image.type === 'S').map((image) => image.imageUrl),
    price: item.price !== null && item.price > 0 ? item.price : null,
    pointsPlusMoney:
      offersPm && item.mpPointAmount !== null && item.mpMoneyAmount !== null
        ? { points: item.mpPointAmount, money: item.mpMoneyAmount }
        : null,
    inventory: item.inventory,
    redeemedCount: item.adjustedCount,
    descriptionHtml: item.description,
    typeId: item.type,
  };
}

/** The fixed labels of types 1, 2 and 3 (points §2); others by the merchant's text in the language, else its name. */
const FIXED_TYPE_LABELS = { 1: 'points.type.1', 2: 'points.type.2', 3: 'points.type.3' } as const;

export function tabOf(type: RewardType, t: Translator, language: Language): RewardTypeTab {
  const fixed = FIXED_TYPE_LABELS[type.typeId as keyof typeof FIXED_TYPE_LABELS];
  const label = fixed ? t(fixed) : (type.i18nStr[language] ?? (language === 'CN' ? type.chineseName : type.name));
  return { typeId: type.typeId, label };
}

/** A ledger line in the player's language: the Chinese name for CN and TW, the English one otherwise. */
export function transactionOf(tx: PointTx, language: Language): PointTransactionRow {
  return {
    txId: tx.txId,
    at: tx.txTimeInTimestamp,
    label: language === 'CN' || language === 'TW' ? tx.nameCn : tx.nameEn,
    amount: tx.amount,
    balance: tx.currentAvailBalance,
  };
}

const FORM_FIELDS = ['password', 'name', 'address', 'phone'] as const;
type FormField = (typeof FORM_FIELDS)[number];

/**
 * The words of a refused redemption or conversion (calls made quiet, so only the dialog says it): a field the server
 * names (`field.invalid` with `{ field, key }`) under that field, a wrong password under the password, anything else
 * (not enough points or money, out of stock) as the server's message above the buttons.
 */
export function refusalOf(error: unknown, t: Translator): RedeemOutcome & { ok: false } {
  const invalid = errorValueOf(error, 'field.invalid');
  if (invalid) {
    const field = FORM_FIELDS.find((name) => name === invalid.field) as FormField | undefined;
    const message = isMessageKey(invalid.key) ? t(invalid.key) : refusalText(t, error);
    return field ? { ok: false, message, field } : { ok: false, message };
  }
  if (isApiError(error) && /password\.(incorrect|unset)$/.test(error.code ?? '')) {
    return { ok: false, message: refusalText(t, error), field: 'password' };
  }
  return { ok: false, message: refusalText(t, error) };
}
