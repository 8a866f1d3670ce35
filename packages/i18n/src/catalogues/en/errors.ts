import type { Translation } from '../catalogue.types';
import type { errors as source } from '../cn/errors';

export const errors = {
  in_sorry_in: 'Sorry, please log in first.',
  in_need_true_account: 'This feature is not available on a trial account. Please use a real account.',
  in_stay_tuned: 'Coming soon. Stay tuned!',
  in_please_account: 'Please enter your username.',
  in_please_information: 'Please enter valid information.',
  in_no_data: 'No data yet',
  game_maintenance: 'This game is under maintenance. Please try again later.',
  timeout_retry_please: 'The request timed out. Please try again.',
  contract_request_success: 'Contract updated successfully.',
  higher_rate: 'Some of your downlines have a higher rate than this contract. Accept it anyway?',
  br_sqmypaur_twtjtu: 'Please enter a valid number of points to convert.',
  br_vwxdjflb_sfyljuh: 'Exchange successful.',
  ios17_download_tips:
    'iOS 17 or later: after installing, go to Settings > General > VPN & Device Management and trust the profile. If you are asked to turn on Developer Mode, enable it under Settings > Privacy & Security > Developer Mode.',
  'errors.network': 'Network error. Please check your connection and try again.',
  'errors.networkFailure': 'Network failure',
  'errors.sessionExpired': 'Your session has expired. Please log in again.',
  'errors.unknown': 'The system is busy. Please try again later.',
  'errors.domain.unavailableTitle': 'This link is unavailable',
  'errors.domain.unavailableMessage':
    'The address you used is not available right now. Try again, or ask support for the latest address.',
} satisfies Translation<typeof source>;
