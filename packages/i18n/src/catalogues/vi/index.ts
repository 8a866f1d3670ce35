import type { Messages } from '../../messages.types';
import { common } from './common';
import { errors } from './errors';
import { validation } from './validation';

export const domains = { common, errors, validation };

const messages = { ...common, ...errors, ...validation } satisfies Messages;

export default messages;
