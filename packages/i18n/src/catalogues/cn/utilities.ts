/**
 * Maintenance and access denied (TH, CN and JA are required there, CN the fallback), speed test, app download and the
 * unavailable-domain modal (points-centres-lottery.md §2, §4, §8).
 */
export const utilities = {
  'maintenance.title': '系统维护中',
  'maintenance.message': '为了给您带来更好的体验，我们正在进行系统维护，请稍后再访问',
  'maintenance.period': '维护时间：{start} 至 {end}',
  'maintenance.contact': '联系客服',
  'accessDenied.title': '访问受限',
  'accessDenied.message': '很抱歉，您所在的地区暂时无法访问本网站',
  'accessDenied.ip': '您的 IP：{ip}',
  'domain.unavailableTitle': '当前线路无法访问',
  'domain.unavailableMessage': '您访问的域名暂时不可用，请重试，或联系客服获取最新地址',
};
