import type { Translation } from '../catalogue.types';
import type { siteAccounts as source } from '../cn/siteAccounts';

export const siteAccounts = {
  'accounts.lastLogin': '上次登入：{time}，IP {ip}',
  'accounts.bindHint': '登入您的帳號，即可連結此{provider}登入方式。',
  'accounts.registerBindHint': '註冊新帳號，即可連結此{provider}登入方式。',
  'accounts.bindAs': '已透過{provider}登入：{name}',
  'accounts.bindPromptLoginOnly': '此社群帳號尚未連結本站帳號，請登入既有帳號進行連結。',
  'accounts.channelPhone': '手機號碼',
  'accounts.startingPassword': '初始密碼',
  'accounts.startingPasswordHint':
    '您的帳號已建立，系統已為您設定初始密碼。請記下它：下一步需要輸入初始密碼作為目前密碼，並設定您自己的新密碼。',
  'accounts.firstLoginTitle': '歡迎，{name}！',
  'accounts.firstLoginBody':
    '您的帳號已準備就緒。為了帳戶安全，建議前往安全中心綁定手機號碼、電子郵件並設定資金密碼，提款時會用到。',
  'accounts.firstLoginReady': '您的帳號已準備就緒。為了帳戶安全，建議前往安全中心：',
  'accounts.firstLoginAddPhone': '綁定手機號碼',
  'accounts.firstLoginAddEmail': '綁定電子郵件',
  'accounts.firstLoginSetPaymentPassword': '設定資金密碼（提款時需要）',
  'accounts.firstLoginAllSet': '您的帳號已準備就緒，安全設定也已完善。祝您遊戲愉快！',
  'accounts.firstLoginLater': '稍後再說',
  'accounts.firstLoginSecurity': '前往安全中心',
  'accounts.affiliateRefusedTitle': '邀請碼無效',
  'accounts.affiliateRedirect': '即將返回首頁。',
} satisfies Translation<typeof source>;
