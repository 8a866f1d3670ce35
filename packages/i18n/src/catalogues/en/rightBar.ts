import type { Translation } from '../catalogue.types';
import type { rightBar as source } from '../cn/rightBar';

export const rightBar = {
  'rightBar.label': 'Quick links',
  'rightBar.wechat': 'WeChat',
  'rightBar.qq': 'QQ',
  'rightBar.liveChat': 'Live chat',
  'rightBar.skype': 'Skype',
  'rightBar.appDownload': 'App download',
  'rightBar.promotion': 'Promotions',
  'rightBar.speedTest': 'Speed test',
  'rightBar.noticeBoard': 'Notices',
  'rightBar.help': 'Help',
  'rightBar.recharge': 'Deposit',
  'rightBar.acmc': 'Licence',
  'rightBar.zalo': 'Zalo',
  'rightBar.feedback': 'Feedback',
  'rightBar.backToTop': 'Back to top',
  'rightBar.newWindow': '{label} (opens in a new window)',
} satisfies Translation<typeof source>;
