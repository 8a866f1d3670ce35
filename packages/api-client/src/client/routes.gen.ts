// Generated from the contract by scripts/generate.ts. Do not edit: run `pnpm --filter @platform/api-client generate`.
import type { RouteEntry } from '../contract/routes';

export const routes = {
  agent: {

  },
  auth: {
    affiliate: ["GET","/wps/agent/affiliate",88],
    autoRegister: ["POST","/wps/member/register/auto",5],
    changePassword: ["POST","/wps/member/password/change",33],
    forgotPasswordByEmail: ["POST","/wps/member/password/forgot/email",2],
    forgotPasswordByPhone: ["POST","/wps/member/password/forgot/mobile",0],
    login: ["POST","/wps/member/login",5],
    loginInfo: ["GET","/wps/member/loginInfo",112],
    logout: ["POST","/wps/member/logout",32],
    register: ["POST","/wps/member/register",5],
    registerMobile: ["POST","/wps/member/registerMobile",5],
    sendPhoneCode: ["POST","/wps/member/sms/send",0],
    sendVerifyCode: ["POST","/wps/member/login/verify/send",1],
    setPaymentPassword: ["POST","/wps/member/paymentPassword",33],
    socialLogin: ["POST","/wps/member/login/social",5],
    verify: ["POST","/wps/member/login/verify",5],
  },
  chat: {
    csEntries: ["GET","/wps/cs/list",80],
    csScript: ["GET","/wps/cs/script",80],
    liveChatVerify: ["POST","/wps/chat/livechat/verify-token",0],
    permission: ["GET","/wps/chat/permission",112],
    status: ["GET","/wps/chat/status",88],
  },
  contracts: {

  },
  feedback: {
    submit: ["POST","/wps/feedback/submit",0],
  },
  games: {
    addFavourite: ["POST","/wps/game/favourites/add",48],
    cards: ["GET","/wps/game/cards",80],
    favourites: ["GET","/wps/game/favourites",112],
    hot: ["GET","/wps/game/hot",80],
    launch: ["POST","/wps/game/launchGame",32],
    launchTrial: ["POST","/wps/game/launchTrial",0],
    list: ["GET","/wps/game/list",80],
    logoutGame: ["POST","/wps/game/logoutGame",32],
    recent: ["GET","/wps/game/recent",112],
    removeFavourite: ["POST","/wps/game/favourites/remove",48],
    rngVendors: ["GET","/wps/game/rng/vendors",80],
    vendors: ["GET","/wps/game/vendors",80],
    winners: ["GET","/wps/game/winners",80],
  },
  lottery: {

  },
  member: {
    avatar: ["GET","/wps/member/avatar",120],
    info: ["GET","/wps/member/info",112],
    publicState: ["GET","/wps/member/publicState",88],
    rankProgress: ["GET","/wps/member/rank/progress",112],
    rebate: ["GET","/wps/member/rebate",112],
    setAvatar: ["POST","/wps/member/avatar",40],
    setInfo: ["POST","/wps/member/info/set",32],
    unreadMessages: ["GET","/wps/member/message/unread/v2",120],
  },
  memberCentre: {

  },
  notices: {
    list: ["GET","/wps/notice/list",80],
  },
  payments: {
    answer: ["POST","/wps/payment/confirmation/answer",32],
    list: ["GET","/wps/payment/confirmation/list",112],
  },
  points: {
    balance: ["GET","/wps/points/balance",112],
    config: ["GET","/wps/points/config",80],
    convert: ["POST","/wps/relay/convertPoint",33],
    infoIcon: ["GET","/wps/points/info-icon",80],
    redeem: ["POST","/wps/relay/redeemPointReward",33],
    redemptions: ["GET","/wps/points/redemptions",112],
    refreshBalance: ["POST","/wps/points/balance/refresh",48],
    rewardTypes: ["GET","/wps/points/reward-types",80],
    rewards: ["GET","/wps/points/rewards",80],
    transactions: ["GET","/wps/points/transactions",112],
  },
  promotions: {
    availableCount: ["GET","/wps/promotion/available/count",120],
    claim: ["POST","/wps/promotion/claim",32],
    list: ["GET","/wps/promotion/list",88],
    manualBonus: ["GET","/wps/promotion/manualBonus",120],
    manualBonusSeen: ["POST","/wps/promotion/manualBonus/seen",32],
    prizes: ["GET","/wps/promotion/prizes",120],
    prizesSeen: ["POST","/wps/promotion/prizes/seen",32],
    raffleClaim: ["POST","/wps/promotion/raffle/claim",32],
    raffleTip: ["GET","/wps/promotion/raffle/tip",120],
  },
  system: {
    captcha: ["GET","/wps/system/captcha",80],
    countries: ["GET","/wps/system/countries",80],
    domainRoute: ["GET","/wps/system/domainRoute",80],
    helpCenter: ["GET","/wps/system/helpCenter",80],
    helpV2: ["GET","/wps/system/help/v2",80],
    location: ["GET","/wps/system/location",80],
    permission: ["GET","/wps/system/permission",80],
    ping: ["GET","/wps/system/test/ping",80],
    publicKey: ["GET","/wps/system/publicKey",80],
    resources: ["GET","/wps/system/resources",80],
    settings: ["GET","/wps/system/settings/consolidated",80],
    status: ["GET","/wps/system/status",80],
    templates: ["GET","/wps/system/templates",80],
    whitelabel: ["GET","/wps/system/whitelabel",80],
  },
  wallet: {
    balance: ["GET","/wps/v2/wallets/balance",120],
    fundsConsolidated: ["GET","/wps/member/info/funds/consolidated",120],
    merchantWallet: ["GET","/wps/v2/wallets/merchant",80],
    transfer: ["POST","/wps/v2/wallets/transfer",32],
  },
} as const satisfies Record<string, Record<string, RouteEntry>>;
