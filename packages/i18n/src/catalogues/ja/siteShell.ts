import type { Translation } from '../catalogue.types';
import type { siteShell as source } from '../cn/siteShell';

export const siteShell = {
  'shell.nav.label': 'メインナビゲーション',
  'shell.tabBar.label': '主なセクション',
  'shell.menu.title': 'メニュー',
  'shell.menu.sections': 'すべてのセクション',
  'shell.menu.account': 'マイアカウント',
  'shell.backHome': 'ホームに戻る',
  'shell.notFound.title': 'ページが見つかりません',
  'shell.notFound.message': 'お探しのページは存在しないか、削除されました。',
  'shell.notices.all': 'すべてのお知らせ（{count}）',
  'shell.domain.stillUnavailable':
    '現在利用できる回線がありません。しばらくしてから再試行するか、カスタマーサービスにお問い合わせください',
  'shell.customerService.unavailable': 'カスタマーサービスを開けませんでした。しばらくしてからお試しください',
  'shell.realtime.depositApproved': '{amount} の入金が反映されました',
  'shell.realtime.depositRejected': '入金申請は承認されませんでした。理由：{reason}',
  'shell.realtime.noReason': '記載なし',
} satisfies Translation<typeof source>;
