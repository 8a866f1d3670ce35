/** The site shell: header, navigation, info bar wiring, notices, banners, SEO, maintenance and domain pages (@platform/site). */
export const siteShell = {
  'shell.nav.label': '主导航',
  'shell.tabBar.label': '主要栏目',
  'shell.menu.title': '菜单',
  'shell.menu.sections': '全部栏目',
  'shell.menu.account': '我的账户',
  'shell.backHome': '返回首页',
  'shell.notFound.title': '页面不存在',
  'shell.notFound.message': '您访问的页面不存在或已被移除。',
  'shell.notices.all': '全部公告（{count}）',
  'shell.domain.stillUnavailable': '暂时没有可用线路，请稍后重试或联系客服',
  'shell.customerService.unavailable': '客服暂时无法打开，请稍后再试',
  'shell.realtime.depositApproved': '您的充值 {amount} 已到账',
  'shell.realtime.depositRejected': '您的充值申请未通过，原因：{reason}',
  'shell.realtime.noReason': '未注明',
};
