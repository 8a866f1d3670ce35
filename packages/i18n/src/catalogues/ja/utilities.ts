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
  'domain.unavailableTitle': 'この回線は現在ご利用いただけません',
  'domain.unavailableMessage':
    'アクセスしたドメインは現在ご利用いただけません。再試行するか、サポートに最新のURLをお問い合わせください',
} satisfies Translation<typeof source>;
