import type { Messages } from '../../messages.types';
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

/** The TH catalogue by domain file: the same files as CN (catalogues.test.ts checks it). */
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

/** Every TH message; `satisfies` fails the typecheck for a CN key this language lacks. */
export const messages = Object.assign({}, ...Object.values(domains)) as MergedDomains<
  typeof domains
> satisfies Messages;
