import type { Translation } from '../catalogue.types';
import type { miniGame as source } from '../cn/miniGame';

export const miniGame = {
  'miniGame.title': 'Trò chơi nhỏ',
  'miniGame.dragHint': 'Nhấn giữ thanh tiêu đề một lát để kéo',
  'miniGame.collapse': 'Thu gọn trò chơi nhỏ',
  'miniGame.expand': 'Mở rộng trò chơi nhỏ',
  'miniGame.loadFailed': 'Không tải được trò chơi nhỏ. Vui lòng thử lại sau.',
} satisfies Translation<typeof source>;
