import type { Translation } from '../catalogue.types';
import type { siteShell as source } from '../cn/siteShell';

export const siteShell = {
  'shell.nav.label': 'เมนูหลัก',
  'shell.tabBar.label': 'ส่วนหลัก',
  'shell.menu.title': 'เมนู',
  'shell.menu.sections': 'ทุกหมวด',
  'shell.menu.account': 'บัญชีของฉัน',
  'shell.backHome': 'กลับสู่หน้าแรก',
  'shell.notFound.title': 'ไม่พบหน้าที่ต้องการ',
  'shell.notFound.message': 'ไม่พบหน้าที่คุณค้นหา หรือหน้านั้นถูกลบไปแล้ว',
  'shell.notices.all': 'ประกาศทั้งหมด ({count})',
  'shell.domain.stillUnavailable': 'ยังไม่พบเส้นทางที่ใช้งานได้ โปรดลองอีกครั้งภายหลังหรือติดต่อฝ่ายบริการลูกค้า',
  'shell.customerService.unavailable': 'ไม่สามารถเปิดฝ่ายบริการลูกค้าได้ในขณะนี้ โปรดลองอีกครั้งภายหลัง',
  'shell.realtime.depositApproved': 'เงินฝาก {amount} ของคุณเข้าบัญชีแล้ว',
  'shell.realtime.depositRejected': 'คำขอฝากเงินของคุณไม่ได้รับการอนุมัติ เหตุผล: {reason}',
  'shell.realtime.noReason': 'ไม่ระบุ',
} satisfies Translation<typeof source>;
