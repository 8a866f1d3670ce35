import type { Translation } from '../catalogue.types';
import type { rightBar as source } from '../cn/rightBar';

export const rightBar = {
  'rightBar.label': '快捷入口',
  'rightBar.wechat': '微信',
  'rightBar.qq': 'QQ',
  'rightBar.liveChat': '線上客服',
  'rightBar.skype': 'Skype',
  'rightBar.appDownload': 'APP 下載',
  'rightBar.promotion': '優惠活動',
  'rightBar.speedTest': '線路檢測',
  'rightBar.noticeBoard': '公告',
  'rightBar.help': '幫助中心',
  'rightBar.recharge': '儲值',
  'rightBar.acmc': '牌照認證',
  'rightBar.zalo': 'Zalo',
  'rightBar.feedback': '意見回饋',
  'rightBar.backToTop': '回到頂部',
  'rightBar.newWindow': '{label}（在新視窗中開啟）',
} satisfies Translation<typeof source>;
