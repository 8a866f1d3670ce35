import type { GroupSamples } from './sample.types';

export const systemSamples: GroupSamples<'system'> = {
  publicKey: {},
  status: {},
  settings: {},
  location: {},
  whitelabel: {},
  domainRoute: {},
  templates: {},
  helpCenter: { input: { lang: 'EN' } },
  helpV2: { input: { lang: 'EN' } },
  permission: {},
  resources: {},
  countries: {},
  ping: { input: { speed: '1700000000000' } },
  captcha: { input: { purpose: 'feedback' } },
};
