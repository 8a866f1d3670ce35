import type { Translation } from '../catalogue.types';
import type { help as source } from '../cn/help';

export const help = {
  'help.title': 'ศูนย์ช่วยเหลือ',
  'help.contents': 'สารบัญ',
  'help.search': 'ค้นหาความช่วยเหลือ',
  'help.noResults': 'ไม่พบความช่วยเหลือที่ตรงกับการค้นหา',
  'help.updated': 'อัปเดตเมื่อ {date}',
} satisfies Translation<typeof source>;
