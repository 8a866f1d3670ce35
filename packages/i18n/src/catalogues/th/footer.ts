import type { Translation } from '../catalogue.types';
import type { footer as source } from '../cn/footer';

export const footer = {
  'footer.helpTitle': 'ช่วยเหลือ',
  'footer.topic.register': 'วิธีสมัครสมาชิก',
  'footer.topic.deposit': 'ช่องทางการฝากเงิน',
  'footer.topic.withdraw': 'ระยะเวลาการถอนเงิน',
  'footer.topic.paymentConfirmation': 'การยืนยันการชำระเงิน',
  'footer.topic.terms': 'ข้อตกลงผู้ใช้',
  'footer.topic.privacy': 'ความเป็นส่วนตัว',
  'footer.responsibleTitle': 'การเล่นอย่างรับผิดชอบ',
  'footer.ageMark': '{age}+',
  'footer.responsibleNote': 'เฉพาะผู้เล่นอายุ {age} ปีขึ้นไปเท่านั้น เล่นเพื่อความสนุก กำหนดขีดจำกัด และพักเมื่อไม่สนุกแล้ว',
  'footer.licence': 'ได้รับใบอนุญาตและกำกับดูแลโดย {authority} ใบอนุญาตเลขที่ {number}',
  'footer.vendorsTitle': 'ผู้ให้บริการเกม',
  'footer.paymentsTitle': 'ช่องทางการชำระเงิน',
  'footer.copyright': '© {year} {brand} สงวนลิขสิทธิ์',
  'footer.limitsLink': 'กำหนดขีดจำกัดของฉัน',
} satisfies Translation<typeof source>;
