import type { Translation } from '../catalogue.types';
import type { miniGame as source } from '../cn/miniGame';

export const miniGame = {
  'miniGame.title': 'มินิเกม',
  'miniGame.dragHint': 'กดแถบชื่อค้างไว้ครู่หนึ่งเพื่อลาก',
  'miniGame.collapse': 'ย่อมินิเกม',
  'miniGame.expand': 'ขยายมินิเกม',
  'miniGame.loadFailed': 'ไม่สามารถโหลดมินิเกมได้ โปรดลองอีกครั้งภายหลัง',
} satisfies Translation<typeof source>;
