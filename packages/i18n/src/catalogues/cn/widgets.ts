/**
 * Words only the ui-kit widgets need beyond the screens' own areas: the masked balance, the banner carousel's name,
 * the captcha-only login popup, the registration fields the field list has no words for, and the e-mail code of the
 * second factor (player-site.md §2-§4).
 */
export const widgets = {
  'balance.hidden': '余额已隐藏',
  'balance.refreshing': '正在刷新余额…',
  'banner.label': '精选活动',
};
