import type { Translation } from '../catalogue.types';
import type { chat as source } from '../cn/chat';

export const chat = {
  'chat.open': 'チャットルーム',
  'chat.unread': '未読メッセージ {count} 件',
  'chat.window.title': 'カスタマーサポートチャット',
  'chat.window.connecting': 'サポートに接続しています…',
  'chat.window.frame': 'サポートチャットの内容',
  'chat.window.resize': 'チャットウィンドウのサイズ変更（矢印キー）',
  'chat.cs.title': 'カスタマーサポート',
  'chat.cs.description': '窓口を選ぶと、新しいウィンドウで開きます。',
  'chat.cs.chatRoom': 'チャットルーム',
  'chat.cs.chatRoomHint': 'このページでサポートとチャット',
  'chat.cs.newWindow': '新しいウィンドウで開く',
  'chat.cs.empty': '利用できる窓口がありません',
  'chat.cs.loadFailed': '窓口を読み込めませんでした',
} satisfies Translation<typeof source>;
