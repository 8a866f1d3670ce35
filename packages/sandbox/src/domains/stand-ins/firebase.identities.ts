import type { SocialChannel } from './firebase.service';

/**
 * Test identities the Firebase stand-in offers on its sign-in page. `boundTo` names the demo account the accounts
 * seed binds the identity to (so social login succeeds at once); the others answer bind_customer_required.
 */
export const socialTestIdentities: {
  channel: SocialChannel;
  subject: string;
  email: string | null;
  displayName: string;
  phoneNumber: string | null;
  boundTo: string | null;
}[] = [
  {
    channel: 'google',
    subject: 'sandbox-google-member01',
    email: 'member01@gmail.example',
    displayName: 'Member One',
    phoneNumber: null,
    boundTo: 'member01',
  },
  {
    channel: 'google',
    subject: 'sandbox-google-newcomer',
    email: 'newcomer@gmail.example',
    displayName: 'New Comer',
    phoneNumber: null,
    boundTo: null,
  },
  {
    channel: 'facebook',
    subject: 'sandbox-facebook-newcomer',
    email: 'newcomer@facebook.example',
    displayName: 'Facebook Newcomer',
    phoneNumber: null,
    boundTo: null,
  },
  {
    channel: 'twitter',
    subject: 'sandbox-twitter-newcomer',
    email: null,
    displayName: 'Twitter Newcomer',
    phoneNumber: null,
    boundTo: null,
  },
  {
    channel: 'line',
    subject: 'sandbox-line-member01',
    email: null,
    displayName: 'LINE Member',
    phoneNumber: null,
    boundTo: 'member01',
  },
  {
    channel: 'sms',
    subject: 'sandbox-sms-newcomer',
    email: null,
    displayName: 'Phone Newcomer',
    phoneNumber: '+84912345678',
    boundTo: null,
  },
];
