import { mergeDomains } from '../catalogue.types';
import * as domains from './domains';

export { domains };

/** Every CN message: the keys of this object are the product's message keys (`MessageKey`). */
export const messages = mergeDomains(domains);
