import type { Translation } from '../catalogue.types';
import type { download as source } from '../cn/download';

export const download = {
  'download.title': 'アプリをダウンロード',
  'download.app.IOS': 'iOS アプリ',
  'download.app.Android': 'Android アプリ',
  'download.app.H5': 'モバイルサイト',
  'download.qr': '{name} の QR コード',
  'download.get': '{name}を入手',
  'download.openSite': '{name}を開く',
  'download.enlarge': '{name} のコードを拡大',
  'download.profile': 'iOS プロファイルをインストール',
  'download.steps': 'iOS でのインストール手順',
  'download.step.1': '1. カメラで iOS のコードを読み取る',
  'download.step.2': '2. プロファイルのダウンロードを許可',
  'download.step.3': '3. 設定 >「ダウンロード済みのプロファイル」を開く',
  'download.step.4': '4.「インストール」をタップしてパスコードを入力',
  'download.step.5': '5.「VPN とデバイス管理」で開発元を信頼',
  'download.step.6': '6. ホーム画面からアプリを開く',
  'download.install.title': 'ホーム画面に追加',
  'download.install.text': '{name}をアプリのようにホーム画面から開けます。',
  'download.install.button': 'ホーム画面にインストール',
  'download.install.ios': 'iPhone・iPad の場合：Safari で共有ボタンをタップし、「ホーム画面に追加」を選びます。',
  'download.install.other':
    'その他のブラウザ：ブラウザのメニューから「アプリをインストール」または「ホーム画面に追加」を選びます。インストール済みの場合は、ホーム画面から開いてください。',
  'download.install.done': 'インストールしました。ホーム画面から開いてください。',
} satisfies Translation<typeof source>;
