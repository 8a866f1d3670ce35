import type { Translation } from '../catalogue.types';
import type { maintenance as source } from '../cn/maintenance';

export const maintenance = {
  'maintenance.title': 'ระบบอยู่ระหว่างปรับปรุง',
  'maintenance.message': 'เรากำลังปรับปรุงระบบเพื่อประสบการณ์ที่ดียิ่งขึ้น กรุณากลับมาใหม่ภายหลัง',
  'maintenance.period': 'ช่วงเวลาปรับปรุง: {start} ถึง {end}',
  'maintenance.contact': 'ติดต่อฝ่ายบริการลูกค้า',
  'maintenance.accessDenied.title': 'ไม่สามารถเข้าถึงได้',
  'maintenance.accessDenied.message': 'ขออภัย เว็บไซต์นี้ยังไม่เปิดให้บริการในพื้นที่ของคุณ',
  'maintenance.accessDenied.ip': 'IP ของคุณ: {ip}',
} satisfies Translation<typeof source>;
