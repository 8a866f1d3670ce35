import type { Translation } from '../catalogue.types';
import type { feedback as source } from '../cn/feedback';

export const feedback = {
  'feedback.title': 'Feedback',
  'feedback.type': 'Type of issue',
  'feedback.type1': 'Deposit issue',
  'feedback.type2': 'Withdrawal issue',
  'feedback.type3': 'Game issue',
  'feedback.type4': 'Customer service issue',
  'feedback.type6': 'Agent application issue',
  'feedback.type0': 'Other',
  'feedback.description': 'Description',
  'feedback.descriptionHint': 'Tell us what happened ({min} to {max} characters)',
  'feedback.image': 'Attach an image (optional)',
  'feedback.imageHint': 'One jpg, jpeg or png image, up to 5 MB',
  'feedback.imageLoginHint': 'Log in to attach an image',
  'feedback.submit': 'Send',
  'feedback.thanks': 'Thank you for your feedback! We will look into it soon.',
} satisfies Translation<typeof source>;
