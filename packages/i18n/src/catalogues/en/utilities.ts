import type { Translation } from '../catalogue.types';
import type { utilities as source } from '../cn/utilities';

export const utilities = {
  'maintenance.title': 'Down for maintenance',
  'maintenance.message': 'We are improving our service and will be back shortly. Please visit again soon.',
  'maintenance.period': 'Maintenance window: {start} to {end}',
  'maintenance.contact': 'Contact support',
  'accessDenied.title': 'Access restricted',
  'accessDenied.message': 'Sorry, this site is not available in your region.',
  'accessDenied.ip': 'Your IP: {ip}',
  'domain.unavailableTitle': 'This link is unavailable',
  'domain.unavailableMessage':
    'The address you used is not available right now. Try again, or ask support for the latest address.',
} satisfies Translation<typeof source>;
