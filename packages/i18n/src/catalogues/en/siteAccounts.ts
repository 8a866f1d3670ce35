import type { Translation } from '../catalogue.types';
import type { siteAccounts as source } from '../cn/siteAccounts';

export const siteAccounts = {
  'accounts.lastLogin': 'Last login {time} from IP {ip}',
  'accounts.bindHint': 'Log in to link this {provider} sign-in to your account.',
  'accounts.registerBindHint': 'Sign up to link this {provider} sign-in to a new account.',
  'accounts.bindAs': 'Signed in with {provider} as {name}',
  'accounts.bindPromptLoginOnly': 'This social account is not linked yet. Log in to your existing account to link it.',
  'accounts.channelPhone': 'phone number',
  'accounts.startingPassword': 'Starting password',
  'accounts.startingPasswordHint':
    'Your account has been created with a starting password. Note it down: on the next step, enter it as your current password and choose your own.',
  'accounts.firstLoginTitle': 'Welcome, {name}!',
  'accounts.firstLoginBody':
    'Your account is ready. To keep it safe, add your phone number and e-mail and set a payment password in the Security Center; you will need them to withdraw.',
  'accounts.firstLoginReady': 'Your account is ready. To keep it safe, visit the Security Center to:',
  'accounts.firstLoginAddPhone': 'add a phone number',
  'accounts.firstLoginAddEmail': 'add an e-mail address',
  'accounts.firstLoginSetPaymentPassword': 'set a payment password (you need it to withdraw)',
  'accounts.firstLoginAllSet': 'Your account is ready and its security settings are complete. Enjoy the games!',
  'accounts.firstLoginLater': 'Later',
  'accounts.firstLoginSecurity': 'Go to Security Center',
  'accounts.affiliateRefusedTitle': 'Invitation code not valid',
  'accounts.affiliateRedirect': 'You will be taken back to the home page.',
} satisfies Translation<typeof source>;
