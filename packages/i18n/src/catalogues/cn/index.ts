import type { MergedDomains } from '../catalogue.types';
import { domains } from './domains.generated';

export { domains };

/** Every CN message: the keys of this object are the product's message keys (`MessageKey`). */
export const messages: MergedDomains<typeof domains> = Object.assign({}, ...Object.values(domains));
