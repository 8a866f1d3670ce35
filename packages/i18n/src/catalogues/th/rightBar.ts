import type { Translation } from '../catalogue.types';
import type { rightBar as source } from '../cn/rightBar';

export const rightBar = {
  'rightBar.label': 'ลิงก์ด่วน',
  'rightBar.wechat': 'WeChat',
  'rightBar.qq': 'QQ',
  'rightBar.liveChat': 'แชทสด',
  'rightBar.skype': 'Skype',
  'rightBar.appDownload': 'ดาวน์โหลดแอป',
  'rightBar.promotion': 'โปรโมชั่น',
  'rightBar.speedTest': 'ทดสอบความเร็ว',
  'rightBar.noticeBoard': 'ประกาศ',
  'rightBar.help': 'ช่วยเหลือ',
  'rightBar.recharge': 'ฝากเงิน',
  'rightBar.acmc': 'ใบอนุญาต',
  'rightBar.zalo': 'Zalo',
  'rightBar.feedback': 'ข้อเสนอแนะ',
  'rightBar.backToTop': 'กลับขึ้นด้านบน',
  'rightBar.newWindow': '{label} (เปิดในหน้าต่างใหม่)',
} satisfies Translation<typeof source>;
