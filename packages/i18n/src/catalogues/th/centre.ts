import type { Translation } from '../catalogue.types';
import type { centre as source } from '../cn/centre';

export const centre = {
  'centre.page.securityCenter': 'ศูนย์ความปลอดภัย',
  'centre.page.depositv2': 'ฝากเงิน',
  'centre.page.withdraw': 'ถอนเงิน',
  'centre.page.transferFund': 'โอนเงินระหว่างกระเป๋า',
  'centre.page.transferUpline': 'โอนเงินให้อัปไลน์',
  'centre.page.bettingRecord': 'ประวัติการเดิมพัน',
  'centre.page.accountRecord': 'ประวัติบัญชี',
  'centre.page.personalLoss': 'กำไรขาดทุนส่วนตัว',
  'centre.page.bonusDetails': 'รายละเอียดโบนัส',
  'centre.page.rewardCenter': 'ศูนย์รางวัล',
  'centre.page.missionActivity': 'ภารกิจ',
  'centre.page.missionLeaderboard': 'อันดับภารกิจ',
  'centre.page.referral': 'แนะนำเพื่อน',
  'centre.page.manualRebate': 'รับเงินคืนด้วยตนเอง',
  'centre.page.playerMRDailySalary': 'เงินเดือนรายวันของสมาชิก',
  'centre.page.messageV2': 'ข้อความ',
  'centre.page.responsibleGaming': 'การเล่นอย่างรับผิดชอบ',
} satisfies Translation<typeof source>;
