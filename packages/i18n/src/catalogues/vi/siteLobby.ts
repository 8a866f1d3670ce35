import type { Translation } from '../catalogue.types';
import type { siteLobby as source } from '../cn/siteLobby';

export const siteLobby = {
  'siteLobby.gamesTitle': 'Trò chơi nổi bật',
  'siteLobby.gameTypes': 'Loại trò chơi',
  'siteLobby.frameTitle': 'Màn hình trò chơi {type}',
  'siteLobby.noGameOpen': 'Chưa có trò chơi nào đang mở. Hãy chọn một trò chơi trong sảnh.',
  'siteLobby.electronTabs': 'Danh mục nổ hũ',
  'siteLobby.category.SLOT': 'Nổ hũ',
  'siteLobby.category.JACKPOT': 'Jackpot',
  'siteLobby.category.TABLE': 'Trò chơi bàn',
  'siteLobby.category.ARCADE': 'Arcade',
} satisfies Translation<typeof source>;
