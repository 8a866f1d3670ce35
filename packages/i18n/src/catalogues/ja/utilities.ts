import type { Translation } from '../catalogue.types';
import type { utilities as source } from '../cn/utilities';

export const utilities = {
  'maintenance.title': 'システムメンテナンス中',
  'maintenance.message':
    'より快適にご利用いただくため、現在システムメンテナンスを行っています。しばらくしてから再度アクセスしてください',
  'maintenance.period': 'メンテナンス時間：{start} ～ {end}',
  'maintenance.contact': 'サポートに問い合わせる',
  'accessDenied.title': 'アクセス制限',
  'accessDenied.message': '申し訳ありませんが、お住まいの地域からは当サイトをご利用いただけません',
  'accessDenied.ip': 'お客様のIP：{ip}',
  'speedTest.title': '回線テスト',
  'speedTest.description': '最も速い回線を選んでアクセスしてください',
  'speedTest.line': '回線 {index}',
  'speedTest.responseTime': '{ms} ミリ秒',
  'speedTest.class.fast': '高速',
  'speedTest.class.normal': '普通',
  'speedTest.class.slow': '低速',
  'speedTest.class.unreachable': '接続できません',
  'speedTest.testing': 'テスト中…',
  'speedTest.enter': 'アクセス',
  'speedTest.retest': '再テスト',
  'download.title': 'アプリのダウンロード',
  'download.ios': 'iOS 版',
  'download.android': 'Android 版',
  'download.h5': 'Web 版',
  'download.scan': 'QRコードを読み取ってダウンロード',
  'download.qrAlt': '{platform} ダウンロード用QRコード',
  'download.button': 'ダウンロード',
  'download.installSteps': 'iOS インストール手順',
  'download.step': 'ステップ {step}',
  'domain.unavailableTitle': 'この回線は現在ご利用いただけません',
  'domain.unavailableMessage':
    'アクセスしたドメインは現在ご利用いただけません。再試行するか、サポートに最新のURLをお問い合わせください',
} satisfies Translation<typeof source>;
