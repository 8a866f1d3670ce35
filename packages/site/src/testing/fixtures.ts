import type { Contract, OutputOf } from '@platform/api-client/contract';

type Status = OutputOf<Contract['system']['status']>;
type Settings = OutputOf<Contract['system']['settings']>;
type Templates = OutputOf<Contract['system']['templates']>;
type Notices = OutputOf<Contract['notices']['list']>;
type Notice = Notices['list'][number];
type Balance = OutputOf<Contract['wallet']['balance']>;
type MemberInfo = OutputOf<Contract['member']['info']>;
type Permission = OutputOf<Contract['system']['permission']>;
type PublicState = OutputOf<Contract['member']['publicState']>;

/** The status call of a healthy merchant (shaped like the sandbox's AURUM). */
export function statusFixture(overrides: Partial<Status> = {}): Status {
  return {
    merchantCode: 'AURUM',
    merchantName: 'Aurum Palace',
    currency: 'CNY',
    currencySymbol: '¥',
    currencyPosition: 'F',
    defaultLanguage: 'CN',
    languages: ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'],
    serverTime: 1_700_000_000_000,
    register: {
      username: true,
      mobile: false,
      defaultMode: 'username',
      captcha: false,
      botCheck: false,
      smsCode: false,
      agreementUrl: null,
      fields: {},
    },
    resources: [],
    sms: { enabled: false, loginEnabled: false, registerEnabled: false, expiredMinutes: 2, dialingCode: '86' },
    whitelabel: { MAILCEN: '1', REWCEN3: '1' },
    imageCDNs: [],
    launchGameCDNs: [],
    customerService: { url: 'https://cs.example/chat', popupWidth: 440, popupHeight: 750 },
    gw: { GEETEST_ID: '', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 9 },
    mobileTemplate: null,
    maintenanceEnd: null,
    location: { ip: '127.0.0.1', countryCode: 'CN', regionRestricted: false },
    ...overrides,
  };
}

export function settingsFixture(overrides: Partial<Settings> = {}): Settings {
  return {
    login: { modes: ['username'], freeDemo: false, socialChannels: [], captchaOnly: false, nextPage: '/' },
    firebase: { provider: 'sandbox', apiKey: 'k', authDomain: 'localhost', projectId: 'p', signInUrl: null },
    geetest: { provider: 'sandbox', captchaId: 'c', version: 'v4', servers: [], timeoutMs: 3000 },
    liveChat: { provider: 'sandbox', verifyUrl: '/v', embedUrl: '/e' },
    infoBarMenu: ['depositv2', 'withdraw'],
    rightBar: [],
    seoAllowedDomains: [],
    miniGame: { enabled: false, version: '1' },
    chat: { enabled: false, permissionCheck: false },
    footer: { helpLinks: [], minimumAge: 18, licence: null, vendors: [], payments: [] },
    ...overrides,
  };
}

export function templatesFixture(overrides: Partial<Templates> = {}): Templates {
  return {
    current: 'desktop',
    mobileTemplate: null,
    templates: [{ code: 'desktop', name: 'Desktop', device: 'WEB', url: null }],
    ...overrides,
  };
}

export function noticeFixture(overrides: Partial<Notice> & Pick<Notice, 'id' | 'type'>): Notice {
  return {
    groupName: 'w_home',
    title: `Notice ${overrides.id}`,
    content: `<p>Notice ${overrides.id}</p>`,
    startDate: 1_700_000_000_000 + overrides.id * 1000,
    startDateStr: '2023-11-14',
    endDate: null,
    sort: 0,
    announcementImages: [],
    bannerId: null,
    url: null,
    linkage: null,
    linkageType: null,
    roomId: null,
    nodeId: null,
    vendor: null,
    promotionType: null,
    redirect: null,
    externalLink: null,
    ...overrides,
  };
}

export function noticesFixture(list: Notice[]): Notices {
  return { list, total: list.length, page: 1, size: 100, totalPages: 1 };
}

export function balanceFixture(sum = 1234.5): Balance {
  return {
    sumBalance: sum,
    currencySymbol: '¥',
    currency: 'CNY',
    currencyPosition: 'F',
    isSingle: false,
    balance: [
      { walletCode: 'MAIN', walletName: 'Main', availBalance: sum - 34.5, isMain: true, isSingle: false },
      { walletCode: 'PT', walletName: 'PT Slots', availBalance: 34.5, isMain: false, isSingle: false },
    ],
  };
}

export function memberInfoFixture(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    account: 'member01',
    nickname: 'Lucky Seven',
    lastLogin: null,
    type: 0,
    isAgent: 0,
    toUpline: 0,
    clubLabel: null,
    memberLabel: null,
    email: null,
    mobileNo: null,
    payeeName: null,
    language: 'CN',
    hasPaymentPassword: false,
    registeredAt: 1_600_000_000_000,
    ...overrides,
  };
}

export function permissionFixture(overrides: Partial<Permission> = {}): Permission {
  return {
    maintenance: false,
    regionRestricted: false,
    ip: '203.0.113.9',
    maintenanceInfo: null,
    customerServiceUrl: 'https://cs.example/chat',
    ...overrides,
  };
}

/** A player's public state: no mission or referral promotion, nothing unread, no VIP (points §3). */
export function publicStateFixture(overrides: Partial<PublicState> = {}): PublicState {
  const promo = { enabled: false, count: 0 };
  return {
    availablePromo: { MISSION: promo, REFERRAL: promo },
    unreadMessage: 0,
    availablePromoCount: 0,
    hasVip: false,
    vipLabelName: null,
    showVipBenefit: false,
    vipRankLevel: null,
    vipProgress: 0,
    currencySymbol: '¥',
    currencyPosition: 'F',
    hasRebate: false,
    contract: false,
    merchantAvailablePromotions: [],
    ...overrides,
  };
}

/** The calls every page of the shell makes at start, answered as a healthy merchant would. */
export function bootRoutes() {
  return {
    'GET /wps/system/status': { value: statusFixture() },
    'GET /wps/system/settings/consolidated': { value: settingsFixture() },
    'GET /wps/system/whitelabel': { value: { MAILCEN: '1', REWCEN3: '1' } },
    'GET /wps/system/templates': { value: templatesFixture() },
    'GET /wps/system/domainRoute': { value: [{ domainName: 'http://localhost:3000', speed: 1 }] },
    'GET /wps/notice/list': { value: noticesFixture([]) },
  };
}
