import { createTranslator } from '@platform/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '../testing/api.mocks';
import { messagesFor } from '../testing/render';
import { refusalOf, rewardOf, tabOf, transactionOf } from './points.map';

let t: ReturnType<typeof createTranslator>;
beforeAll(async () => {
  t = createTranslator(await messagesFor('EN'));
});

const reward = {
  id: 7,
  name: 'Phone',
  imageLink: '/m.png',
  merchandiseImages: [
    { type: 'M' as const, imageUrl: '/m.png' },
    { type: 'S' as const, imageUrl: '/s1.png' },
    { type: 'S' as const, imageUrl: '/s2.png' },
  ],
  price: 1000,
  mpPointAmount: 500,
  mpMoneyAmount: 30,
  displayPointMoneyAmt: 'Y' as const,
  inventory: 4,
  adjustedCount: 9,
  description: '<p>x</p>',
  type: 1,
};

describe('rewardOf', () => {
  it('keeps the S photos out of the M cover and offers PM when the merchant shows it', () => {
    expect(rewardOf(reward)).toMatchObject({
      photos: ['/s1.png', '/s2.png'],
      price: 1000,
      pointsPlusMoney: { points: 500, money: 30 },
      redeemedCount: 9,
    });
    expect(rewardOf({ ...reward, displayPointMoneyAmt: 'N' }).pointsPlusMoney).toBeNull();
  });

  it('offers only PM when the item has no points price', () => {
    expect(rewardOf({ ...reward, price: null, displayPointMoneyAmt: 'N' })).toMatchObject({
      price: null,
      pointsPlusMoney: { points: 500, money: 30 },
    });
  });
});

describe('tabOf and transactionOf', () => {
  it('name types 1 to 3 by the catalogue and others by the merchant’s words in the language', () => {
    const type = { typeId: 2, name: 'Virtual', chineseName: '虚拟', i18nStr: { TH: 'ไอเทม' } };
    expect(tabOf(type, t, 'EN').label).toBe(t('points.type.2'));
    const other = { typeId: 9, name: 'Luxury', chineseName: '奢侈品', i18nStr: { TH: 'สินค้าหรู' } };
    expect(tabOf(other, t, 'TH').label).toBe('สินค้าหรู');
    expect(tabOf(other, t, 'CN').label).toBe('奢侈品');
    expect(tabOf(other, t, 'JA').label).toBe('Luxury');
  });

  it('read the Chinese name of a ledger line for CN and TW only', () => {
    const tx = {
      txId: 1,
      txTimeInTimestamp: 5,
      txTypeId: 9201,
      amount: -10,
      currentAvailBalance: 90,
      nameCn: '兑换',
      nameEn: 'Redeem',
    };
    expect(transactionOf(tx, 'TW').label).toBe('兑换');
    expect(transactionOf(tx, 'VI')).toEqual({ txId: 1, at: 5, label: 'Redeem', amount: -10, balance: 90 });
  });
});

describe('refusalOf', () => {
  it('puts a field the server names under that field, in the catalogue’s words', () => {
    expect(refusalOf(apiError('field.invalid', { field: 'phone', key: 'br_enter_cphone' }), t)).toEqual({
      ok: false,
      field: 'phone',
      message: t('br_enter_cphone'),
    });
  });

  it('puts a wrong password under the password and anything else above the buttons', () => {
    expect(refusalOf(apiError('payment.password.incorrect'), t).field).toBe('password');
    // The catalogue's words for a known code (serverErrors), the server's own for an unknown one.
    expect(refusalOf(apiError('reward.out.of.stock', null, 'Gone.'), t)).toEqual({
      ok: false,
      message: 'This reward is out of stock.',
    });
    expect(refusalOf(apiError('brand.new.refusal', null, 'Gone.'), t)).toEqual({ ok: false, message: 'Gone.' });
  });
});
