/** The right bar (points-centres-lottery §2 "Other"): its entries and back-to-top. */
export const rightBar = {
  'rightBar.label': '快捷入口',
  'rightBar.wechat': '微信',
  'rightBar.qq': 'QQ',
  'rightBar.liveChat': '在线客服',
  'rightBar.skype': 'Skype',
  'rightBar.appDownload': 'APP 下载',
  'rightBar.promotion': '优惠活动',
  'rightBar.speedTest': '线路检测',
  'rightBar.noticeBoard': '公告',
  'rightBar.help': '帮助中心',
  'rightBar.recharge': '充值',
  'rightBar.acmc': '牌照认证',
  'rightBar.zalo': 'Zalo',
  'rightBar.feedback': '意见反馈',
  'rightBar.backToTop': '返回顶部',
  'rightBar.newWindow': '{label}（在新窗口中打开）',
};
