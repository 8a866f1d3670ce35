import type { Translation } from '../catalogue.types';
import type { utilities as source } from '../cn/utilities';

export const utilities = {
  'maintenance.title': 'ระบบอยู่ระหว่างปรับปรุง',
  'maintenance.message': 'เรากำลังปรับปรุงระบบเพื่อประสบการณ์ที่ดียิ่งขึ้น กรุณากลับมาใหม่ภายหลัง',
  'maintenance.period': 'ช่วงเวลาปรับปรุง: {start} ถึง {end}',
  'maintenance.contact': 'ติดต่อฝ่ายบริการลูกค้า',
  'accessDenied.title': 'ไม่สามารถเข้าถึงได้',
  'accessDenied.message': 'ขออภัย เว็บไซต์นี้ยังไม่เปิดให้บริการในพื้นที่ของคุณ',
  'accessDenied.ip': 'IP ของคุณ: {ip}',
  'domain.unavailableTitle': 'ลิงก์นี้ใช้งานไม่ได้ในขณะนี้',
  'domain.unavailableMessage': 'โดเมนที่คุณเข้าใช้งานไม่พร้อมใช้งานชั่วคราว กรุณาลองใหม่ หรือติดต่อฝ่ายบริการลูกค้าเพื่อขอลิงก์ล่าสุด',
} satisfies Translation<typeof source>;
