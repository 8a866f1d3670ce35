/** The maintenance and access-denied pages (points-centres-lottery §2). */
export const maintenance = {
  'maintenance.title': '系统维护中',
  'maintenance.message': '为了给您带来更好的体验，我们正在进行系统维护，请稍后再访问',
  'maintenance.period': '维护时间：{start} 至 {end}',
  'maintenance.contact': '联系客服',
  'maintenance.accessDenied.title': '访问受限',
  'maintenance.accessDenied.message': '很抱歉，您所在的地区暂时无法访问本网站',
  'maintenance.accessDenied.ip': '您的 IP：{ip}',
};
