import type { Translation } from '../catalogue.types';
import type { chat as source } from '../cn/chat';

export const chat = {
  'chat.open': 'ห้องแชท',
  'chat.unread': 'ข้อความที่ยังไม่ได้อ่าน {count} ข้อความ',
  'chat.window.title': 'แชทกับฝ่ายบริการลูกค้า',
  'chat.window.connecting': 'กำลังเชื่อมต่อฝ่ายบริการลูกค้า…',
  'chat.window.frame': 'บทสนทนากับฝ่ายบริการลูกค้า',
  'chat.window.resize': 'ปรับขนาดหน้าต่างแชท (ปุ่มลูกศร)',
  'cs.title': 'ศูนย์บริการลูกค้า',
  'cs.description': 'เลือกช่องทางติดต่อ ระบบจะเปิดในหน้าต่างใหม่',
  'cs.chatRoom': 'ห้องแชท',
  'cs.chatRoomHint': 'แชทกับเราในหน้านี้',
  'cs.newWindow': 'เปิดในหน้าต่างใหม่',
  'cs.empty': 'ยังไม่มีช่องทางบริการลูกค้าที่ใช้ได้',
  'cs.loadFailed': 'โหลดช่องทางบริการลูกค้าไม่สำเร็จ',
} satisfies Translation<typeof source>;
