import { common } from './common';
import { errors } from './errors';
import { validation } from './validation';

/** The CN catalogue by domain file; the keys of all of them together are the product's message keys. */
export const domains = { common, errors, validation };

const cn = { ...common, ...errors, ...validation };

export default cn;
