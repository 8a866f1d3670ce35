import { normaliseFieldConfig } from '@platform/validation';
import { describe, expect, it } from 'vitest';
import { checkChangePassword, checkForgotPassword, firstProblem } from './password.rules';

describe('checkForgotPassword', () => {
  it('asks for the account first (in_please_account)', () => {
    expect(checkForgotPassword('email', { username: ' ', contact: 'a@b.co' })).toEqual({
      username: 'in_please_account',
    });
  });

  it('wants an e-mail address by e-mail', () => {
    expect(checkForgotPassword('email', { username: 'lucky88', contact: '' })).toEqual({
      contact: 'validation_field_required',
    });
    expect(checkForgotPassword('email', { username: 'lucky88', contact: 'lucky88.mail.com' })).toEqual({
      contact: 'in_please_information',
    });
    expect(checkForgotPassword('email', { username: 'lucky88', contact: ' lucky88@mail.com ' })).toEqual({});
  });

  it("wants a mobile passing the mobile check by phone, under the merchant's rule when there is one", () => {
    expect(checkForgotPassword('phone', { username: 'lucky88', contact: '138-0013' })).toEqual({
      contact: 'br_enright_cphone',
    });
    expect(checkForgotPassword('phone', { username: 'lucky88', contact: '13800138000' })).toEqual({});
    expect(
      checkForgotPassword('phone', { username: 'lucky88', contact: '0812345678' }, { minLength: 10, maxLength: 10 }),
    ).toEqual({});
  });
});

describe('checkChangePassword', () => {
  const values = { oldPassword: 'Old#2023', newPassword: 'New#2024', confirmNewPassword: 'New#2024' };

  it('passes three filled boxes with a matching confirmation', () => {
    expect(checkChangePassword(values)).toEqual({});
  });

  it('requires every box and a matching confirmation (in_confirmation_correct)', () => {
    expect(checkChangePassword({ oldPassword: '', newPassword: '', confirmNewPassword: '' })).toEqual({
      oldPassword: 'validation_field_required',
      newPassword: 'validation_field_required',
      confirmNewPassword: 'validation_field_required',
    });
    expect(checkChangePassword({ ...values, confirmNewPassword: 'New#2025' })).toEqual({
      confirmNewPassword: 'in_confirmation_correct',
    });
  });

  it("holds the new password to the merchant's password rule", () => {
    const rule = normaliseFieldConfig({ enabled: 'Y', required: 'Y', minLength: 10, maxLength: 20 });
    expect(checkChangePassword(values, rule)).toEqual({ newPassword: 'in_please_information' });
  });

  it('names the first problem in form order', () => {
    expect(firstProblem(['oldPassword', 'newPassword'], { newPassword: 'in_please_information' })).toBe('newPassword');
    expect(firstProblem(['oldPassword'], {})).toBeUndefined();
  });
});
