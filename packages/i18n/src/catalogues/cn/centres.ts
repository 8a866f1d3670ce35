/**
 * Member centre and agent centre: titles, page names (keyed by the page ids of @platform/session, as the spec names them), menus and the referral overlay
 * (points-centres-lottery.md §2, §5).
 */
export const centres = {
  'memberCentre.page.securityCenter': '安全中心',
  'memberCentre.page.depositv2': '充值',
  'memberCentre.page.withdraw': '提现',
  'memberCentre.page.transferFund': '额度转换',
  'memberCentre.page.transferUpline': '转账给上级',
  'memberCentre.page.bettingRecord': '投注记录',
  'memberCentre.page.accountRecord': '账户记录',
  'memberCentre.page.personalLoss': '个人盈亏',
  'memberCentre.page.bonusDetails': '红利明细',
  'memberCentre.page.rewardCenter': '奖励中心',
  'memberCentre.page.missionActivity': '任务活动',
  'memberCentre.page.missionLeaderboard': '任务排行榜',
  'memberCentre.page.referral': '推荐好友',
  'memberCentre.page.manualRebate': '自助返水',
  'memberCentre.page.playerMRDailySalary': '会员日工资',
  'memberCentre.page.messageV2': '站内信',
};
