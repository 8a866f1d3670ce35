/** The floating chat room, the live-chat window and the customer-service channels (player-site §2-§4, §6; points-centres-lottery §5, §7-§9). */
export const chat = {
  'chat.open': '聊天室',
  'chat.unread': '{count} 条未读消息',
  'chat.window.title': '在线客服聊天',
  'chat.window.connecting': '正在连接客服…',
  'chat.window.frame': '客服聊天内容',
  'chat.window.resize': '调整聊天窗口大小（方向键）',
  'chat.cs.title': '客服中心',
  'chat.cs.description': '选择一个客服渠道，客服将在新窗口中打开。',
  'chat.cs.chatRoom': '在线聊天室',
  'chat.cs.chatRoomHint': '在本页与客服聊天',
  'chat.cs.newWindow': '在新窗口中打开',
  'chat.cs.empty': '暂无可用的客服渠道',
  'chat.cs.loadFailed': '客服渠道加载失败',
};
