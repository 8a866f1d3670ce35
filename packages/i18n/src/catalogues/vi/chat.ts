import type { Translation } from '../catalogue.types';
import type { chat as source } from '../cn/chat';

export const chat = {
  'chat.open': 'Phòng trò chuyện',
  'chat.unread': '{count} tin nhắn chưa đọc',
  'chat.window.title': 'Trò chuyện với chăm sóc khách hàng',
  'chat.window.connecting': 'Đang kết nối với chăm sóc khách hàng…',
  'chat.window.frame': 'Cuộc trò chuyện với chăm sóc khách hàng',
  'chat.window.resize': 'Đổi kích thước cửa sổ trò chuyện (phím mũi tên)',
  'chat.cs.title': 'Trung tâm chăm sóc khách hàng',
  'chat.cs.description': 'Chọn một kênh hỗ trợ; kênh sẽ mở trong cửa sổ mới.',
  'chat.cs.chatRoom': 'Phòng trò chuyện',
  'chat.cs.chatRoomHint': 'Trò chuyện với chúng tôi ngay trên trang này',
  'chat.cs.newWindow': 'Mở trong cửa sổ mới',
  'chat.cs.empty': 'Hiện không có kênh hỗ trợ nào',
  'chat.cs.loadFailed': 'Không tải được các kênh hỗ trợ',
} satisfies Translation<typeof source>;
