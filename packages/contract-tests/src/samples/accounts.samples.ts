import { DEMO_PASSWORD, DEMO_PAYMENT_PASSWORD, type GroupSamples } from './sample.types';

let registered = 0;
/** A username nobody has taken yet in this sandbox. */
const freshName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${registered++}`;

export const accountsSamples: GroupSamples<'accounts'> = {
  // A new login of payer01 ends the harness's own payer01 session (one session per player).
  login: { input: { username: 'payer01', password: DEMO_PASSWORD }, endsSession: 'payer01' },
  // AURUM has FREEDEMO3 on: every call hands out a fresh trial account, logged in.
  trialLogin: {
    check: (value) => {
      if (value.isAgent !== 4 || !/^demo\d+$/.test(value.customerName)) {
        throw new Error(`free demo answered ${value.customerName} with isAgent ${value.isAgent}, not a demo account`);
      }
    },
  },
  register: {
    input: async ({ captcha }) => ({
      username: freshName('ct'),
      password: 'Secret123',
      confirmPassword: 'Secret123',
      verifyPwd: 'Secret123',
      ...(await captcha('register')),
    }),
  },
  socialLogin: {
    // The stand-in's google identity bound to member01: a login of member01 elsewhere ends the harness's session.
    input: async ({ socialToken }) => ({
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: await socialToken({
        channel: 'google',
        subject: 'sandbox-google-member01',
        email: 'member01@gmail.example',
        displayName: 'Member One',
        phoneNumber: null,
      }),
    }),
    endsSession: 'member01',
  },
  autoRegister: {
    input: async ({ socialToken }) => {
      const subject = freshName('sandbox-google-');
      return {
        registerUrl: 'http://localhost/register',
        registerMethod: 'WEB',
        domain: 'localhost',
        firebaseChannel: 'google',
        firebaseIdToken: await socialToken({
          channel: 'google',
          subject,
          email: `${subject}@gmail.example`,
          displayName: 'Contract Test',
          phoneNumber: null,
        }),
        login: true,
      };
    },
  },
  sendVerifyCode: { input: { username: 'twofactor02', password: DEMO_PASSWORD, method: 'E' } },
  verify: { input: { username: 'twofactor04', password: DEMO_PASSWORD, method: 'P', payeeName: 'Zhang Wei' } },
  registerMobile: {
    // AURUM offers registration by username only; VERDE by mobile number too.
    merchant: 'VERDE',
    input: async ({ client, lastSmsCode, freshMobile, botCheck }) => {
      const mobileNum = freshMobile();
      await client.accounts.sendPhoneCode({ mobileNo: mobileNum, purpose: 'register' });
      return {
        mobileNum,
        verificationCode: await lastSmsCode(mobileNum),
        password: 'Secret123',
        confirmPassword: 'Secret123',
        verifyPwd: 'Secret123',
        botCheck: await botCheck(),
      };
    },
  },
  sendPhoneCode: { input: ({ freshMobile }) => ({ mobileNo: freshMobile(), purpose: 'register' }) },
  affiliate: { input: { code: 'AU8001' } },
  forgotPasswordByEmail: {
    input: { username: 'payer01', email: 'nobody@aurum.example' },
    refusal: 'password.reset.unknown',
  },
  forgotPasswordByPhone: {
    input: { username: 'payer01', mobileNumber: '13800000000' },
    refusal: 'password.reset.unknown',
  },
  changePassword: {
    as: 'payer01',
    input: { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmNewPassword: DEMO_PASSWORD },
    refusal: 'password.same',
  },
  setPaymentPassword: {
    as: 'payer01',
    input: {
      loginPassword: DEMO_PASSWORD,
      oldPaymentPassword: DEMO_PAYMENT_PASSWORD,
      paymentPassword: DEMO_PAYMENT_PASSWORD,
      confirmPaymentPassword: DEMO_PAYMENT_PASSWORD,
    },
  },
  loginInfo: {},
  logout: { as: 'payer01', endsSession: 'payer01' },
};
