/** The site's account flows: login page, registration page, social sign-in, second factor, forced change, forgot and change password (@platform/site). */
export const siteAccounts = {
  'accounts.lastLogin': '上次登录：{time}，IP {ip}',
  'accounts.bindHint': '登录您的账号，即可关联此{provider}登录方式。',
  'accounts.registerBindHint': '注册新账号，即可关联此{provider}登录方式。',
  'accounts.bindAs': '已通过{provider}登录：{name}',
  'accounts.bindPromptLoginOnly': '该社交账号尚未关联本站账号，请登录已有账号进行关联。',
  'accounts.channelPhone': '手机号',
  'accounts.startingPassword': '初始密码',
  'accounts.startingPasswordHint':
    '您的账号已创建，系统已为您设置初始密码。请记下它：下一步需要输入初始密码作为当前密码，并设置您自己的新密码。',
  'accounts.firstLoginTitle': '欢迎，{name}！',
  'accounts.firstLoginBody':
    '您的账号已准备就绪。为了账户安全，建议前往安全中心绑定手机号、邮箱并设置资金密码，提款时会用到。',
  'accounts.firstLoginReady': '您的账号已准备就绪。为了账户安全，建议前往安全中心：',
  'accounts.firstLoginAddPhone': '绑定手机号',
  'accounts.firstLoginAddEmail': '绑定邮箱',
  'accounts.firstLoginSetPaymentPassword': '设置资金密码（提款时需要）',
  'accounts.firstLoginAllSet': '您的账号已准备就绪，安全设置也已完善。祝您游戏愉快！',
  'accounts.firstLoginLater': '稍后再说',
  'accounts.firstLoginSecurity': '前往安全中心',
  'accounts.affiliateRefusedTitle': '邀请码无效',
  'accounts.affiliateRedirect': '即将返回首页。',
};
