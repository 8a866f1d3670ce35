import type { Translation } from '../catalogue.types';
import type { maintenance as source } from '../cn/maintenance';

export const maintenance = {
  'maintenance.title': 'Down for maintenance',
  'maintenance.message': 'We are improving our service and will be back shortly. Please visit again soon.',
  'maintenance.period': 'Maintenance window: {start} to {end}',
  'maintenance.contact': 'Contact support',
  'maintenance.accessDenied.title': 'Access restricted',
  'maintenance.accessDenied.message': 'Sorry, this site is not available in your region.',
  'maintenance.accessDenied.ip': 'Your IP: {ip}',
} satisfies Translation<typeof source>;
