import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampRedeemQuantity,
  defaultRedeemType,
  redeemCost,
  redeemPasswordKind,
  redeemTypesFor,
  validateRedeem,
  validateRedeemQuantity,
} from './redeem.validate.ts';

const complete = { password: 'pw', name: 'Somchai', address: '1 Sukhumvit Rd, Bangkok', phone: '13812345678' };
const payment = { PAYMENTPASS3: true };
const login = { PAYMENTPASS3: false };

describe('validateRedeem', () => {
  it('passes a complete form', () => {
    expect(validateRedeem(complete, payment).ok).toBe(true);
  });

  it('checks in the spec order: password, name, address, phone', () => {
    const result = validateRedeem({}, payment);
    expect(result.issues.map((i) => i.key)).toEqual([
      'br_enter_moneypwd',
      'br_enter_plname',
      'br_enter_getaddree',
      'br_enter_cphone',
    ]);
    expect(validateRedeem({ ...complete, name: ' ', address: '' }, payment)).toMatchObject({
      field: 'name',
      key: 'br_enter_plname',
    });
    expect(validateRedeem({ ...complete, address: '' }, payment)).toMatchObject({ key: 'br_enter_getaddree' });
  });

  it('asks for the payment password under PAYMENTPASS3 and the login password otherwise', () => {
    expect(redeemPasswordKind(payment)).toBe('payment');
    expect(redeemPasswordKind(login)).toBe('login');
    expect(validateRedeem({ ...complete, password: '' }, payment)).toMatchObject({ key: 'br_enter_moneypwd' });
    expect(validateRedeem({ ...complete, password: '' }, login)).toMatchObject({
      field: 'password',
      key: 'validation_redeem_login_password',
    });
  });

  it('wants exactly 11 digits for the phone when no rule is configured', () => {
    expect(validateRedeem({ ...complete, phone: '1381234567' }, payment)).toMatchObject({
      field: 'phone',
      key: 'br_enter_cphone',
    });
    expect(validateRedeem({ ...complete, phone: ' 13812345678 ' }, payment).ok).toBe(true);
  });

  it('follows the configured phone rule (min, max, pattern)', () => {
    const ctx = { ...payment, phoneRule: { minLength: 9, maxLength: 10, acceptedPattern: '0?[689][0-9]{8}' } };
    expect(validateRedeem({ ...complete, phone: '0812345678' }, ctx).ok).toBe(true);
    expect(validateRedeem({ ...complete, phone: '13812345678' }, ctx).ok).toBe(false);
  });
});

describe('quantity', () => {
  it('clamps quantity to between 1 and the inventory (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 500 }), fc.integer({ min: 1, max: 200 }), (quantity, inventory) => {
        const q = clampRedeemQuantity(quantity, inventory);
        expect(q).toBeGreaterThanOrEqual(1);
        expect(q).toBeLessThanOrEqual(inventory);
        if (quantity >= 1 && quantity <= inventory) expect(q).toBe(quantity);
      }),
    );
  });

  it('rounds fractions down and resets junk to 1', () => {
    expect(clampRedeemQuantity(2.7, 5)).toBe(2);
    expect(clampRedeemQuantity(Number.NaN, 5)).toBe(1);
    expect(clampRedeemQuantity(0, 5)).toBe(1);
    expect(clampRedeemQuantity(99, 5)).toBe(5);
  });

  it('gives 0 and an out-of-stock failure when nothing is left', () => {
    expect(clampRedeemQuantity(1, 0)).toBe(0);
    expect(clampRedeemQuantity(1, Number.NaN)).toBe(0);
    expect(validateRedeemQuantity(1, 0)).toMatchObject({ field: 'quantity', key: 'validation_redeem_out_of_stock' });
    expect(validateRedeemQuantity(3, 2).ok).toBe(true);
  });
});

describe('redeem type and cost', () => {
  it('uses PM when the item has no points price', () => {
    expect(redeemTypesFor({ price: 0, mpPointAmount: 100, mpMoneyAmount: 5 })).toEqual(['PM']);
    expect(defaultRedeemType({ price: null })).toBe('PM');
  });

  it('offers P, plus PM when the item shows a points-plus-money price', () => {
    expect(redeemTypesFor({ price: 1000 })).toEqual(['P']);
    expect(redeemTypesFor({ price: 1000, mpPointAmount: 400, mpMoneyAmount: 6 })).toEqual(['P', 'PM']);
    expect(redeemTypesFor({ price: 1000, mpMoneyAmount: 6, displayPointMoneyAmt: 'N' })).toEqual(['P']);
    expect(redeemTypesFor({ price: 1000, displayPointMoneyAmt: 'Y' })).toEqual(['P', 'PM']);
    expect(defaultRedeemType({ price: 1000, mpMoneyAmount: 6 })).toBe('P');
  });

  it('charges points only for P and quantity x money plus points for PM', () => {
    const item = { price: 1000, mpPointAmount: 400, mpMoneyAmount: 0.1 };
    expect(redeemCost(item, 'P', 3)).toEqual({ points: 3000, money: 0 });
    expect(redeemCost(item, 'PM', 3)).toEqual({ points: 1200, money: 0.3 });
    expect(redeemCost({}, 'PM', 2)).toEqual({ points: 0, money: 0 });
    expect(redeemCost({}, 'P', -1)).toEqual({ points: 0, money: 0 });
  });
});
