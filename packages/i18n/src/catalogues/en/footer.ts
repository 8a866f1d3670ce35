import type { Translation } from '../catalogue.types';
import type { footer as source } from '../cn/footer';

export const footer = {
  'footer.helpTitle': 'Help',
  'footer.topic.register': 'How to register',
  'footer.topic.deposit': 'Deposit methods',
  'footer.topic.withdraw': 'Withdrawal times',
  'footer.topic.paymentConfirmation': 'Payment confirmation',
  'footer.topic.terms': 'User agreement',
  'footer.topic.privacy': 'Privacy',
  'footer.responsibleTitle': 'Responsible gaming',
  'footer.ageMark': '{age}+',
  'footer.responsibleNote':
    'Only players aged {age} or over may play. Play for fun, set yourself limits and take a break when it stops being fun.',
  'footer.licence': 'Licensed and regulated by {authority}, licence no. {number}.',
  'footer.vendorsTitle': 'Game providers',
  'footer.paymentsTitle': 'Payment methods',
  'footer.copyright': '© {year} {brand}. All rights reserved.',
  'footer.limitsLink': 'Set my limits',
} satisfies Translation<typeof source>;
