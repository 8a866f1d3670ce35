import type { Translation } from '../catalogue.types';
import type { centres as source } from '../cn/centres';

export const centres = {
  'memberCentre.page.securityCenter': 'Trung tâm bảo mật',
  'memberCentre.page.depositv2': 'Nạp tiền',
  'memberCentre.page.withdraw': 'Rút tiền',
  'memberCentre.page.transferFund': 'Chuyển quỹ',
  'memberCentre.page.transferUpline': 'Chuyển tiền cho tuyến trên',
  'memberCentre.page.bettingRecord': 'Lịch sử cược',
  'memberCentre.page.accountRecord': 'Lịch sử tài khoản',
  'memberCentre.page.personalLoss': 'Lãi lỗ cá nhân',
  'memberCentre.page.bonusDetails': 'Chi tiết tiền thưởng',
  'memberCentre.page.rewardCenter': 'Trung tâm thưởng',
  'memberCentre.page.missionActivity': 'Nhiệm vụ',
  'memberCentre.page.missionLeaderboard': 'Bảng xếp hạng nhiệm vụ',
  'memberCentre.page.referral': 'Giới thiệu bạn bè',
  'memberCentre.page.manualRebate': 'Tự nhận hoàn trả',
  'memberCentre.page.playerMRDailySalary': 'Lương ngày hội viên',
  'memberCentre.page.messageV2': 'Hộp thư',
} satisfies Translation<typeof source>;
