import type { Translation } from '../catalogue.types';
import type { errors as source } from '../cn/errors';

export const errors = {
  in_sorry_in: '恐れ入りますが、先にログインしてください',
  in_need_true_account: 'お試しアカウントではこの機能をご利用いただけません。本登録アカウントをご利用ください',
  in_stay_tuned: '近日公開予定です。お楽しみに',
  in_please_account: 'アカウント名を入力してください',
  in_please_information: '正しい情報を入力してください',
  in_no_data: 'データがありません',
  game_maintenance: 'ゲームはメンテナンス中です。しばらくしてから再度お試しください',
  timeout_retry_please: 'タイムアウトしました。しばらくしてから再度お試しください',
  contract_request_success: '契約の手続きが完了しました',
  higher_rate: 'この契約より高い料率のダウンラインがいます。このまま承認しますか？',
  br_sqmypaur_twtjtu: '換金するポイント数を正しく入力してください',
  br_vwxdjflb_sfyljuh: '交換が完了しました',
  ios17_download_tips:
    'iOS 17 以降：インストール後、「設定 > 一般 > VPNとデバイス管理」でプロファイルを信頼してください。デベロッパモードを求められた場合は、「設定 > プライバシーとセキュリティ > デベロッパモード」でオンにしてください。',
  'errors.network': 'ネットワークエラーです。接続を確認して再度お試しください',
  'errors.networkFailure': 'ネットワークに接続できません',
  'errors.sessionExpired': 'ログインの有効期限が切れました。再度ログインしてください',
  'errors.unknown': 'システムが混み合っています。しばらくしてから再度お試しください',
  'errors.domain.unavailableTitle': 'この回線は現在ご利用いただけません',
  'errors.domain.unavailableMessage':
    'アクセスしたドメインは現在ご利用いただけません。再試行するか、サポートに最新のURLをお問い合わせください',
} satisfies Translation<typeof source>;
