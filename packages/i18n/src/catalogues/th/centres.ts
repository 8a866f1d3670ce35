import type { Translation } from '../catalogue.types';
import type { centres as source } from '../cn/centres';

export const centres = {
  'memberCentre.page.securityCenter': 'ศูนย์ความปลอดภัย',
  'memberCentre.page.depositv2': 'ฝากเงิน',
  'memberCentre.page.withdraw': 'ถอนเงิน',
  'memberCentre.page.transferFund': 'โอนเงินระหว่างกระเป๋า',
  'memberCentre.page.transferUpline': 'โอนเงินให้อัปไลน์',
  'memberCentre.page.bettingRecord': 'ประวัติการเดิมพัน',
  'memberCentre.page.accountRecord': 'ประวัติบัญชี',
  'memberCentre.page.personalLoss': 'กำไรขาดทุนส่วนตัว',
  'memberCentre.page.bonusDetails': 'รายละเอียดโบนัส',
  'memberCentre.page.rewardCenter': 'ศูนย์รางวัล',
  'memberCentre.page.missionActivity': 'ภารกิจ',
  'memberCentre.page.missionLeaderboard': 'อันดับภารกิจ',
  'memberCentre.page.referral': 'แนะนำเพื่อน',
  'memberCentre.page.manualRebate': 'รับเงินคืนด้วยตนเอง',
  'memberCentre.page.playerMRDailySalary': 'เงินเดือนรายวันของสมาชิก',
  'memberCentre.page.messageV2': 'ข้อความ',
} satisfies Translation<typeof source>;
