import type { Translation } from '../catalogue.types';
import type { siteShell as source } from '../cn/siteShell';

export const siteShell = {
  'shell.nav.label': 'Main navigation',
  'shell.tabBar.label': 'Main sections',
  'shell.menu.title': 'Menu',
  'shell.menu.sections': 'All sections',
  'shell.menu.account': 'My account',
  'shell.backHome': 'Back to home',
  'shell.notFound.title': 'Page not found',
  'shell.notFound.message': 'The page you are looking for does not exist or has been removed.',
  'shell.notices.all': 'All notices ({count})',
  'shell.domain.stillUnavailable':
    'No working address was found. Please try again shortly or contact customer service.',
  'shell.customerService.unavailable': 'Customer service could not be opened. Please try again later.',
  'shell.realtime.depositApproved': 'Your deposit of {amount} has arrived',
  'shell.realtime.depositRejected': 'Your deposit was not approved. Reason: {reason}',
  'shell.realtime.noReason': 'not given',
} satisfies Translation<typeof source>;
