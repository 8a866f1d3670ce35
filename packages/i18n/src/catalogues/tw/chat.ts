import type { Translation } from '../catalogue.types';
import type { chat as source } from '../cn/chat';

export const chat = {
  'chat.open': '聊天室',
  'chat.unread': '{count} 則未讀訊息',
  'chat.window.title': '線上客服聊天',
  'chat.window.connecting': '正在連線客服…',
  'chat.window.frame': '客服聊天內容',
  'chat.window.resize': '調整聊天視窗大小（方向鍵）',
  'chat.cs.title': '客服中心',
  'chat.cs.description': '選擇一個客服管道，客服將在新視窗中開啟。',
  'chat.cs.chatRoom': '線上聊天室',
  'chat.cs.chatRoomHint': '在本頁與客服聊天',
  'chat.cs.newWindow': '在新視窗中開啟',
  'chat.cs.empty': '暫無可用的客服管道',
  'chat.cs.loadFailed': '客服管道載入失敗',
} satisfies Translation<typeof source>;
