/**
 * Words only the ui-kit widgets need beyond the screens' own areas: the masked balance, the banner carousel's name,
 * the captcha-only login popup, the registration fields the field list has no words for, and the e-mail code of the
 * second factor (player-site.md §2-§4).
 */
export const widgets = {
  'balance.hidden': '余额已隐藏',
  'balance.refreshing': '正在刷新余额…',
  'banner.label': '精选活动',
  'loginForm.captchaPrompt': '请完成验证后继续登录',
  'registerForm.referralCode': '邀请码',
  'registerForm.rebateId': '返点编号',
  'registerForm.rebateIdPlaceholder': '请输入返点编号',
  'secondFactor.emailCode': '邮箱验证码',
  'secondFactor.emailCodePlaceholder': '请输入邮件中的验证码',
  'secondFactor.codeSentTo': '验证码已发送至 {target}',
};
