import type { Messages } from '../../messages.types';
import type { MergedDomains } from '../catalogue.types';
import { domains } from './domains.generated';

export { domains };

/** Every TW message; `satisfies` fails the typecheck for a CN key this language lacks. */
export const messages = Object.assign({}, ...Object.values(domains)) as MergedDomains<
  typeof domains
> satisfies Messages;
