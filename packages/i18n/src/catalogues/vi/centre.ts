import type { Translation } from '../catalogue.types';
import type { centre as source } from '../cn/centre';

export const centre = {
  'centre.page.securityCenter': 'Trung tâm bảo mật',
  'centre.page.depositv2': 'Nạp tiền',
  'centre.page.withdraw': 'Rút tiền',
  'centre.page.transferFund': 'Chuyển quỹ',
  'centre.page.transferUpline': 'Chuyển tiền cho tuyến trên',
  'centre.page.bettingRecord': 'Lịch sử cược',
  'centre.page.accountRecord': 'Lịch sử tài khoản',
  'centre.page.personalLoss': 'Lãi lỗ cá nhân',
  'centre.page.bonusDetails': 'Chi tiết tiền thưởng',
  'centre.page.rewardCenter': 'Trung tâm thưởng',
  'centre.page.missionActivity': 'Nhiệm vụ',
  'centre.page.missionLeaderboard': 'Bảng xếp hạng nhiệm vụ',
  'centre.page.referral': 'Giới thiệu bạn bè',
  'centre.page.manualRebate': 'Tự nhận hoàn trả',
  'centre.page.playerMRDailySalary': 'Lương ngày hội viên',
  'centre.page.messageV2': 'Hộp thư',
  'centre.page.responsibleGaming': 'Chơi có trách nhiệm',
} satisfies Translation<typeof source>;
