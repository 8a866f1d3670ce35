import type { Translation } from '../catalogue.types';
import type { errors as source } from '../cn/errors';

export const errors = {
  in_sorry_in: 'ขออภัย กรุณาเข้าสู่ระบบก่อน',
  in_need_true_account: 'บัญชีทดลองเล่นไม่สามารถใช้ฟังก์ชันนี้ได้ กรุณาใช้บัญชีจริง',
  in_stay_tuned: 'เร็ว ๆ นี้ โปรดติดตาม',
  in_please_account: 'กรุณากรอกชื่อผู้ใช้',
  in_please_information: 'กรุณากรอกข้อมูลให้ถูกต้อง',
  in_no_data: 'ไม่มีข้อมูล',
  game_maintenance: 'เกมอยู่ระหว่างปรับปรุง กรุณาลองใหม่ภายหลัง',
  timeout_retry_please: 'หมดเวลาการเชื่อมต่อ กรุณาลองใหม่อีกครั้ง',
  contract_request_success: 'ดำเนินการสัญญาสำเร็จ',
  higher_rate: 'มีดาวน์ไลน์ของคุณที่ได้อัตราสูงกว่าสัญญานี้ ต้องการยอมรับต่อหรือไม่?',
  br_sqmypaur_twtjtu: 'กรุณากรอกจำนวนคะแนนที่จะแปลงให้ถูกต้อง',
  br_vwxdjflb_sfyljuh: 'แลกสำเร็จ',
  ios17_download_tips:
    'iOS 17 ขึ้นไป: หลังติดตั้งเสร็จ ให้ไปที่ "การตั้งค่า > ทั่วไป > VPN และการจัดการอุปกรณ์" แล้วกดเชื่อถือโปรไฟล์ หากระบบแจ้งให้เปิดโหมดนักพัฒนา ให้เปิดที่ "การตั้งค่า > ความเป็นส่วนตัวและความปลอดภัย > โหมดนักพัฒนา"',
  'errors.network': 'เครือข่ายขัดข้อง กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่',
  'errors.networkFailure': 'การเชื่อมต่อเครือข่ายล้มเหลว',
  'errors.sessionExpired': 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง',
  'errors.unknown': 'ระบบไม่ว่าง กรุณาลองใหม่ภายหลัง',
  'errors.domain.unavailableTitle': 'ลิงก์นี้ใช้งานไม่ได้ในขณะนี้',
  'errors.domain.unavailableMessage': 'โดเมนที่คุณเข้าใช้งานไม่พร้อมใช้งานชั่วคราว กรุณาลองใหม่ หรือติดต่อฝ่ายบริการลูกค้าเพื่อขอลิงก์ล่าสุด',
} satisfies Translation<typeof source>;
