import type { Translation } from '../catalogue.types';
import type { download as source } from '../cn/download';

export const download = {
  'download.title': 'ดาวน์โหลดแอป',
  'download.app.IOS': 'แอป iOS',
  'download.app.Android': 'แอป Android',
  'download.app.H5': 'เว็บไซต์มือถือ',
  'download.qr': 'คิวอาร์โค้ดของ{name}',
  'download.get': 'ดาวน์โหลด{name}',
  'download.openSite': 'เปิด{name}',
  'download.enlarge': 'ขยายโค้ดของ{name}',
  'download.profile': 'ติดตั้งโปรไฟล์ iOS',
  'download.steps': 'ขั้นตอนการติดตั้งบน iOS',
  'download.step.1': '1. สแกนโค้ด iOS ด้วยกล้อง',
  'download.step.2': '2. อนุญาตให้ดาวน์โหลดโปรไฟล์',
  'download.step.3': '3. เปิด การตั้งค่า > ดาวน์โหลดโปรไฟล์แล้ว',
  'download.step.4': '4. แตะ ติดตั้ง แล้วใส่รหัส',
  'download.step.5': '5. เชื่อถือผู้พัฒนาใน VPN และการจัดการอุปกรณ์',
  'download.step.6': '6. เปิดแอปจากหน้าจอหลัก',
  'download.install.title': 'เพิ่มไปยังหน้าจอหลัก',
  'download.install.text': 'เปิด {name} จากหน้าจอหลักได้เหมือนแอป',
  'download.install.button': 'ติดตั้งบนหน้าจอหลัก',
  'download.install.ios': 'บน iPhone หรือ iPad: ใน Safari แตะปุ่มแชร์ แล้วเลือก “เพิ่มไปยังหน้าจอโฮม”',
  'download.install.other':
    'เบราว์เซอร์อื่น: เปิดเมนูของเบราว์เซอร์ แล้วเลือก “ติดตั้งแอป” หรือ “เพิ่มไปยังหน้าจอหลัก” หากติดตั้งแล้ว ให้เปิดจากหน้าจอหลัก',
  'download.install.done': 'ติดตั้งแล้ว เปิดได้จากหน้าจอหลัก',
} satisfies Translation<typeof source>;
