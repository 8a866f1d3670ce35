/** What the member and agent centres share: the page names of the centre menu. */
export const centre = {
  'centre.page.securityCenter': '安全中心',
  'centre.page.depositv2': '充值',
  'centre.page.withdraw': '提现',
  'centre.page.transferFund': '额度转换',
  'centre.page.transferUpline': '转账给上级',
  'centre.page.bettingRecord': '投注记录',
  'centre.page.accountRecord': '账户记录',
  'centre.page.personalLoss': '个人盈亏',
  'centre.page.bonusDetails': '红利明细',
  'centre.page.rewardCenter': '奖励中心',
  'centre.page.missionActivity': '任务活动',
  'centre.page.missionLeaderboard': '任务排行榜',
  'centre.page.referral': '推荐好友',
  'centre.page.manualRebate': '自助返水',
  'centre.page.playerMRDailySalary': '会员日工资',
  'centre.page.messageV2': '站内信',
};
