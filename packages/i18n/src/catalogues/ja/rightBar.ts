import type { Translation } from '../catalogue.types';
import type { rightBar as source } from '../cn/rightBar';

export const rightBar = {
  'rightBar.label': 'クイックメニュー',
  'rightBar.wechat': 'WeChat',
  'rightBar.qq': 'QQ',
  'rightBar.liveChat': 'ライブチャット',
  'rightBar.skype': 'Skype',
  'rightBar.appDownload': 'アプリ',
  'rightBar.promotion': 'プロモーション',
  'rightBar.speedTest': '回線テスト',
  'rightBar.noticeBoard': 'お知らせ',
  'rightBar.help': 'ヘルプ',
  'rightBar.recharge': '入金',
  'rightBar.acmc': 'ライセンス認証',
  'rightBar.zalo': 'Zalo',
  'rightBar.feedback': 'ご意見',
  'rightBar.backToTop': 'ページの先頭へ',
  'rightBar.newWindow': '{label}（新しいウィンドウで開く）',
} satisfies Translation<typeof source>;
