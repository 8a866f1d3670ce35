import type { MergedDomains } from '../catalogue.types';
import { account } from './account';
import { centres } from './centres';
import { common } from './common';
import { contracts } from './contracts';
import { errors } from './errors';
import { infoBar } from './infoBar';
import { lobby } from './lobby';
import { payments } from './payments';
import { promotions } from './promotions';
import { realtime } from './realtime';
import { seo } from './seo';
import { serverErrors } from './serverErrors';
import { siteAccounts } from './siteAccounts';
import { siteLobby } from './siteLobby';
import { siteShell } from './siteShell';
import { support } from './support';
import { utilities } from './utilities';
import { validation } from './validation';
import { widgets } from './widgets';

/** The CN catalogue by domain file; the keys of all of them together are the product's message keys. */
export const domains = {
  common,
  errors,
  validation,
  account,
  infoBar,
  lobby,
  promotions,
  payments,
  support,
  centres,
  contracts,
  utilities,
  realtime,
  seo,
  serverErrors,
  widgets,
  siteShell,
  siteAccounts,
  siteLobby,
};

/** Every CN message: the keys of this object are the product's message keys (`MessageKey`). */
export const messages: MergedDomains<typeof domains> = Object.assign({}, ...Object.values(domains));
