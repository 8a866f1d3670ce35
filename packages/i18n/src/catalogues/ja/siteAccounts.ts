import type { Translation } from '../catalogue.types';
import type { siteAccounts as source } from '../cn/siteAccounts';

export const siteAccounts = {
  'accounts.lastLogin': '前回のログイン：{time}（IP {ip}）',
  'accounts.bindHint': 'お持ちのアカウントにログインすると、この{provider}ログインが連携されます。',
  'accounts.registerBindHint': '新規登録すると、この{provider}ログインが新しいアカウントに連携されます。',
  'accounts.bindAs': '{provider}で{name}としてログインしました',
  'accounts.bindPromptLoginOnly':
    'このソーシャルアカウントはまだ連携されていません。連携するには既存のアカウントにログインしてください。',
  'accounts.channelPhone': '電話番号',
  'accounts.startingPassword': '初期パスワード',
  'accounts.startingPasswordHint':
    'アカウントが作成され、初期パスワードが設定されました。控えておいてください。次の画面で現在のパスワードとして入力し、ご自身の新しいパスワードを設定します。',
  'accounts.firstLoginTitle': 'ようこそ、{name}さん！',
  'accounts.firstLoginBody':
    'アカウントの準備ができました。安全のため、セキュリティセンターで電話番号とメールアドレスを登録し、出金に必要な資金パスワードを設定してください。',
  'accounts.firstLoginReady':
    'アカウントの準備ができました。安全のため、セキュリティセンターで次の設定をおすすめします：',
  'accounts.firstLoginAddPhone': '電話番号の登録',
  'accounts.firstLoginAddEmail': 'メールアドレスの登録',
  'accounts.firstLoginSetPaymentPassword': '資金パスワードの設定（出金に必要です）',
  'accounts.firstLoginAllSet': 'アカウントの準備ができ、セキュリティ設定も完了しています。どうぞお楽しみください！',
  'accounts.firstLoginLater': 'あとで',
  'accounts.firstLoginSecurity': 'セキュリティセンターへ',
  'accounts.affiliateRefusedTitle': '招待コードが無効です',
  'accounts.affiliateRedirect': 'トップページに戻ります。',
} satisfies Translation<typeof source>;
