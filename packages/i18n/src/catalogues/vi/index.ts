import type { Messages } from '../../messages.types';
import { mergeDomains } from '../catalogue.types';
import * as domains from './domains';

export { domains };

/** Every VI message; `satisfies` fails the typecheck for a CN key this language lacks. */
export const messages = mergeDomains(domains) satisfies Messages;
