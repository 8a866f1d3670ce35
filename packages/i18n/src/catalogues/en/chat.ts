import type { Translation } from '../catalogue.types';
import type { chat as source } from '../cn/chat';

export const chat = {
  'chat.open': 'Chat room',
  'chat.unread': '{count} unread messages',
  'chat.window.title': 'Chat with customer service',
  'chat.window.connecting': 'Connecting to customer service…',
  'chat.window.frame': 'Customer service conversation',
  'chat.window.resize': 'Resize the chat window (arrow keys)',
  'chat.cs.title': 'Customer service',
  'chat.cs.description': 'Choose a channel; it opens in a new window.',
  'chat.cs.chatRoom': 'Chat room',
  'chat.cs.chatRoomHint': 'Chat with us on this page',
  'chat.cs.newWindow': 'Opens in a new window',
  'chat.cs.empty': 'No customer service channel is available',
  'chat.cs.loadFailed': 'The customer service channels could not be loaded',
} satisfies Translation<typeof source>;
