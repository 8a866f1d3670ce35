/** The offline page a navigation gets when the network is gone (the merchant sites' service worker). */
export const offline = {
  'offline.title': '网络已断开',
  'offline.body': '请检查网络连接后重试。',
};
