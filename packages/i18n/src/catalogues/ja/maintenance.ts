import type { Translation } from '../catalogue.types';
import type { maintenance as source } from '../cn/maintenance';

export const maintenance = {
  'maintenance.title': 'システムメンテナンス中',
  'maintenance.message':
    'より快適にご利用いただくため、現在システムメンテナンスを行っています。しばらくしてから再度アクセスしてください',
  'maintenance.period': 'メンテナンス時間：{start} ～ {end}',
  'maintenance.contact': 'サポートに問い合わせる',
  'maintenance.accessDenied.title': 'アクセス制限',
  'maintenance.accessDenied.message': '申し訳ありませんが、お住まいの地域からは当サイトをご利用いただけません',
  'maintenance.accessDenied.ip': 'お客様のIP：{ip}',
} satisfies Translation<typeof source>;
