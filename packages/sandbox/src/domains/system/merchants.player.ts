import type { FieldConfigs, PlayerMerchantSettings } from './merchant.settings';

/**
 * The player-site configuration of the seeded merchants. They differ on purpose so that every branch of the site
 * can be seen on one of them: AURUM registers by username with an image captcha and a captcha-only popup, runs the
 * mail centre, chat and reward centre, social sign-up and transfer wallets; VERDE registers by mobile number with
 * the default password, an SMS code and the bot check, uses a payment password, forces expired passwords to change,
 * opens the register form for unbound social identities, and runs a single wallet. The README lists every flag.
 */

function field(
  required: boolean,
  rule: { pattern?: string; min?: number; max?: number; message?: string; updateRequired?: boolean } = {},
) {
  return {
    enabled: true,
    required,
    updateRequired: rule.updateRequired ?? required,
    patternId: rule.pattern ? 'CUSTOM' : null,
    message: rule.message ?? null,
    minLength: rule.min ?? null,
    maxLength: rule.max ?? null,
    acceptedPattern: rule.pattern ?? '*',
  };
}

const passwordRule = {
  pattern: '(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]{6,20}',
  min: 6,
  max: 20,
  message: '6-20 letters and digits, with at least one of each',
};

const aurumFields: FieldConfigs = {
  username: field(true, {
    pattern: '[a-zA-Z][a-zA-Z0-9]{3,15}',
    min: 4,
    max: 16,
    message: '4-16 letters or digits, starting with a letter',
  }),
  password: field(true, passwordRule),
  confirmPassword: field(true),
  payeeName: field(false, { max: 30, updateRequired: true }),
  paymentPassword: field(false, { pattern: '[A-Za-z0-9]{6,12}', min: 6, max: 12 }),
  mobileNum: field(false, { pattern: '1[3-9][0-9]{9}', min: 11, max: 11, message: '11-digit mainland mobile number' }),
  email: field(false, { pattern: '[^@\\s]+@[^@\\s]+\\.[^@\\s]+', max: 64, updateRequired: true }),
  qqNum: field(false, { pattern: '[1-9][0-9]{4,11}', min: 5, max: 12 }),
  nickname: field(false, { max: 20 }),
  affiliateCode: field(false, { max: 16 }),
  captcha: field(true),
};

const verdeFields: FieldConfigs = {
  username: field(true, { pattern: '[a-z0-9]{6,12}', min: 6, max: 12, message: '6-12 lower-case letters or digits' }),
  password: field(true, passwordRule),
  verifyPwd: field(true),
  mobileNum: field(true, { pattern: '0[35789][0-9]{8}', min: 10, max: 10, message: '10-digit number starting 03-09' }),
  verificationCode: field(true, { pattern: '[0-9]{6}', min: 6, max: 6 }),
  email: field(false, { pattern: '[^@\\s]+@[^@\\s]+\\.[^@\\s]+', max: 64 }),
  facebook: field(false, { max: 64 }),
  whatsapp: field(false, { pattern: '[0-9]{8,15}', min: 8, max: 15 }),
  idNumber: field(false, { pattern: '[0-9]{9}|[0-9]{12}', min: 9, max: 12 }),
  nickname: field(false, { max: 20, updateRequired: true }),
  recommenderId: field(false, { max: 16 }),
  affiliateCode: field(false, { max: 16 }),
};

const clubLabels = [
  { labelId: 1, labelName: 'Bronze', color: '#b0713a', rankLevel: 1, deposit: 0, bet: 0 },
  { labelId: 2, labelName: 'Silver', color: '#9aa4ad', rankLevel: 2, deposit: 1000, bet: 5000 },
  { labelId: 3, labelName: 'Gold', color: '#d4a017', rankLevel: 3, deposit: 10000, bet: 50000 },
  { labelId: 4, labelName: 'Platinum', color: '#6fb7c9', rankLevel: 4, deposit: 50000, bet: 300000 },
  { labelId: 5, labelName: 'Diamond', color: '#7d5fff', rankLevel: 5, deposit: 200000, bet: 1000000 },
];

/** Right-bar entries in order; an address only where the entry has no page of its own (an app's chat link). */
const rightBar = (keys: string[], urls: Record<string, string> = {}) =>
  keys.map((key) => ({ key, url: urls[key] ?? null }));

export const playerMerchantSeeds: Record<string, { flags: Record<string, string>; settings: PlayerMerchantSettings }> =
  {
    AURUM: {
      flags: {
        RESPGAM3: '1',
        MAILCEN: '1',
        CBS3: '1',
        REWCEN3: '1',
        FIREBASECREATEACC3: '1',
        SSOMANUALREG3: '0',
        PAYMENTPASS3: '0',
        PWDEXPFORCECHANGE3: '0',
        CAPTCHAONLY3: '1',
        SMSLOGIN3: '0',
        FREEDEMO3: '1',
        GEETEST3: '0',
        CHATPERMCHECK3: '1',
        DEPOSIT: '1',
        WITHDRAW: '1',
        CREDITMAR3: '0',
        PLYRBT: '1',
        MANPLAYREB3: '0',
        MINIGAME3: '1',
      },
      settings: {
        languages: ['CN', 'TW', 'EN', 'JA'],
        countryCode: 'CN',
        dialingCode: '86',
        register: {
          username: true,
          mobile: false,
          defaultMode: 'username',
          captcha: true,
          botCheck: false,
          smsCode: false,
          agreementUrl: '/help#agreement',
          fields: aurumFields,
        },
        defaultPhonePassword: 'Aurum#Start1',
        sms: { enabled: true, loginEnabled: false, registerEnabled: false },
        resources: [
          { resourceType: 'IOS', url: '/stand-in/app/download?platform=IOS&merchant=AURUM', qrCodeUrl: null },
          { resourceType: 'Android', url: '/stand-in/app/download?platform=Android&merchant=AURUM', qrCodeUrl: null },
          { resourceType: 'H5', url: 'https://m.aurum.example/', qrCodeUrl: 'https://m.aurum.example/' },
          { resourceType: 'MOBILECONFIG', url: '/stand-in/app/aurum.mobileconfig', qrCodeUrl: null },
          { resourceType: 'SKYPE', url: 'skype:aurum.support?chat', qrCodeUrl: null },
          { resourceType: 'WLG_DOMAIN', url: 'https://www.aurum.example', qrCodeUrl: null },
        ],
        imageCDNs: [],
        launchGameCDNs: [],
        customerServiceUrl: '/stand-in/livechat/embed?entry=default',
        mobileTemplate: null,
        templates: {
          current: 'desktop-gold',
          list: [
            { code: 'desktop-gold', name: 'Aurum desktop', device: 'WEB', url: null },
            { code: 'mobile-gold', name: 'Aurum mobile', device: 'MOBILE', url: null },
          ],
        },
        login: {
          modes: ['username'],
          freeDemo: true,
          socialChannels: ['google', 'facebook', 'line'],
          captchaOnly: true,
          nextPage: '/',
        },
        geetest: { captchaId: 'sandbox-aurum-geetest', captchaKey: 'aurum-geetest-secret', version: 'v4' },
        firebase: { projectId: 'sandbox-aurum', apiKey: 'sandbox-aurum-api-key' },
        infoBarMenu: ['depositv2', 'withdraw'],
        rightBar: rightBar(['liveChat', 'skype', 'appDownload', 'promotion', 'speedTest', 'noticeBoard', 'help']),
        footer: {
          helpLinks: [
            { topic: 'register', tag: 'register' },
            { topic: 'deposit', tag: 'deposit-methods' },
            { topic: 'withdraw', tag: 'withdraw-time' },
            { topic: 'terms', tag: 'agreement' },
            { topic: 'privacy', tag: 'privacy' },
          ],
          minimumAge: 18,
          licence: { authority: 'the Curaçao Gaming Control Board', number: 'OGL/2024/118/0572' },
          vendors: ['PT', 'PTSS', 'DG', 'GPI', 'ALB', 'AE', 'JDB', 'CQ9', 'JILI', 'SABA'],
          payments: [
            { code: 'UNIONPAY', name: 'UnionPay' },
            { code: 'ALIPAY', name: 'Alipay' },
            { code: 'WECHATPAY', name: 'WeChat Pay' },
            { code: 'USDT', name: 'USDT (TRC20)' },
            { code: 'VISA', name: 'Visa' },
          ],
        },
        seoAllowedDomains: [],
        miniGame: { enabled: true, version: '1.4.2' },
        walletMode: 'TRANSFER',
        winnerFields: ['account', 'gameName', 'winAmount', 'winTime'],
        rebateRates: [
          { productType: 'LIVE', rate: 0.8 },
          { productType: 'RNG', rate: 1.0 },
          { productType: 'SPORTS', rate: 0.5 },
        ],
        clubLabels,
        promoPrograms: { MISSION: true, REFERRAL: true },
        minLaunchBalance: 1,
        moneyScale: 1,
      },
    },
    VERDE: {
      flags: {
        RESPGAM3: '1',
        MAILCEN: '0',
        CBS3: '0',
        REWCEN3: '0',
        FIREBASECREATEACC3: '0',
        SSOMANUALREG3: '1',
        PAYMENTPASS3: '1',
        PWDEXPFORCECHANGE3: '1',
        CAPTCHAONLY3: '0',
        SMSLOGIN3: '1',
        FREEDEMO3: '0',
        GEETEST3: '1',
        CHATPERMCHECK3: '0',
        DEPOSIT: '1',
        WITHDRAW: '1',
        CREDITMAR3: '0',
        PLYRBT: '0',
        MANPLAYREB3: '1',
        MINIGAME3: '0',
        // The member centre on its /member/<page> route instead of the popup (points §2 "route mode").
        MEMBERROUTE: '1',
      },
      settings: {
        languages: ['VI', 'EN', 'TH', 'CN'],
        countryCode: 'VN',
        dialingCode: '84',
        register: {
          username: true,
          mobile: true,
          defaultMode: 'mobile',
          captcha: false,
          botCheck: true,
          smsCode: true,
          agreementUrl: '/help#terms',
          fields: verdeFields,
        },
        defaultPhonePassword: 'Verde#Start1',
        sms: { enabled: true, loginEnabled: true, registerEnabled: true },
        resources: [
          { resourceType: 'IOS', url: '/stand-in/app/download?platform=IOS&merchant=VERDE', qrCodeUrl: null },
          { resourceType: 'Android', url: '/stand-in/app/download?platform=Android&merchant=VERDE', qrCodeUrl: null },
          { resourceType: 'H5', url: 'https://m.verde.example/', qrCodeUrl: 'https://m.verde.example/' },
          { resourceType: 'MOBILECONFIG', url: '/stand-in/app/verde.mobileconfig', qrCodeUrl: null },
          { resourceType: 'SKYPE', url: 'skype:verde.help?chat', qrCodeUrl: null },
          { resourceType: 'WLG_DOMAIN', url: 'https://www.verde.example', qrCodeUrl: null },
        ],
        imageCDNs: [],
        launchGameCDNs: [],
        customerServiceUrl: '/stand-in/livechat/embed?entry=default',
        mobileTemplate: 'https://m.verde.example/',
        templates: {
          current: 'desktop-fresh',
          list: [
            { code: 'desktop-fresh', name: 'Verde desktop', device: 'WEB', url: null },
            { code: 'mobile-fresh', name: 'Verde mobile', device: 'MOBILE', url: 'https://m.verde.example/' },
          ],
        },
        login: {
          modes: ['username', 'sms'],
          freeDemo: false,
          socialChannels: ['google', 'sms'],
          captchaOnly: false,
          nextPage: '/',
        },
        geetest: { captchaId: 'sandbox-verde-geetest', captchaKey: 'verde-geetest-secret', version: 'v4' },
        firebase: { projectId: 'sandbox-verde', apiKey: 'sandbox-verde-api-key' },
        infoBarMenu: ['depositv2', 'withdraw', 'rewardCenter'],
        rightBar: rightBar(['zalo', 'liveChat', 'appDownload', 'speedTest', 'help', 'recharge'], {
          zalo: 'https://zalo.me/verde.support',
        }),
        footer: {
          helpLinks: [
            { topic: 'deposit', tag: 'deposit-methods' },
            { topic: 'withdraw', tag: 'withdraw-time' },
            { topic: 'paymentConfirmation', tag: 'payment-confirmation' },
            { topic: 'terms', tag: 'terms' },
          ],
          minimumAge: 21,
          licence: { authority: 'the Anjouan Offshore Finance Authority', number: 'ALSI-202407031-FI2' },
          vendors: ['SABA', 'IMES', 'TCG', 'VR', 'KY', 'JILI', 'JDB'],
          payments: [
            { code: 'MOMO', name: 'MoMo' },
            { code: 'ZALOPAY', name: 'ZaloPay' },
            { code: 'VIETQR', name: 'VietQR' },
            { code: 'NAPAS', name: 'Napas 247' },
          ],
        },
        seoAllowedDomains: ['verde.example', 'www.verde.example'],
        miniGame: { enabled: false, version: '1.4.2' },
        walletMode: 'SINGLE',
        winnerFields: ['account', 'gameName', 'vendor', 'winAmount'],
        rebateRates: [
          { productType: 'LIVE', rate: 0.6 },
          { productType: 'RNG', rate: 0.8 },
          { productType: 'LOTT', rate: 0.3 },
        ],
        clubLabels,
        promoPrograms: { MISSION: false, REFERRAL: true },
        minLaunchBalance: 10_000,
        moneyScale: 1000,
      },
    },
  };
