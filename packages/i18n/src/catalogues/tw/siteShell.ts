import type { Translation } from '../catalogue.types';
import type { siteShell as source } from '../cn/siteShell';

export const siteShell = {
  'shell.nav.label': '主導覽',
  'shell.tabBar.label': '主要欄目',
  'shell.menu.title': '選單',
  'shell.menu.sections': '全部欄目',
  'shell.menu.account': '我的帳戶',
  'shell.backHome': '返回首頁',
  'shell.notFound.title': '頁面不存在',
  'shell.notFound.message': '您造訪的頁面不存在或已被移除。',
  'shell.notices.all': '全部公告（{count}）',
  'shell.domain.stillUnavailable': '暫時沒有可用線路，請稍後重試或聯繫客服',
  'shell.customerService.unavailable': '客服暫時無法開啟，請稍後再試',
  'shell.realtime.depositApproved': '您的儲值 {amount} 已到帳',
  'shell.realtime.depositRejected': '您的儲值申請未通過，原因：{reason}',
  'shell.realtime.noReason': '未註明',
} satisfies Translation<typeof source>;
