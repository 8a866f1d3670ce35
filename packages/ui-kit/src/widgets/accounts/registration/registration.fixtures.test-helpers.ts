import { normaliseFieldConfig, type RegistrationFieldConfigs } from '@platform/validation';

const on = (extra: Record<string, unknown> = {}) => normaliseFieldConfig({ enabled: 'Y', ...extra });

/** A merchant's register config as the sandbox seeds it: username with rules, SMS code, e-mail optional. */
export const registrationFields: RegistrationFieldConfigs = {
  username: on({
    required: 'Y',
    minLength: 6,
    maxLength: 16,
    acceptedPattern: '[a-z][a-z0-9]*',
    message: '6-16 lowercase letters or digits',
  }),
  password: on({ required: 'Y', minLength: 6, maxLength: 20 }),
  confirmPassword: on({ required: 'Y' }),
  mobileNum: on({ required: 'N', minLength: 11, maxLength: 11 }),
  verificationCode: on({ required: 'N' }),
  email: on({ required: 'N', acceptedPattern: '[^@\\s]+@[^@\\s]+' }),
  affiliateCode: on({ required: 'N' }),
  qqNum: normaliseFieldConfig({ enabled: 'N' }),
};
