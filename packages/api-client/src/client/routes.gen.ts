// Generated from the contract by scripts/generate.ts. Do not edit: run `pnpm --filter @platform/api-client generate`.
import type { RouteEntry } from '../contract/routes';

export const routes = {
  accounts: {
    /** Check an affiliate code before registering (GET /wps/agent/affiliate) */
    affiliate: ["GET","/wps/agent/affiliate",88],
    /** Create an account from a social identity and log in (FIREBASECREATEACC3) (POST /wps/member/register/auto) */
    autoRegister: ["POST","/wps/member/register/auto",5],
    /** Change the login password (also ends the forced change-password state) (POST /wps/member/password/change) */
    changePassword: ["POST","/wps/member/password/change",33],
    /** Forgot password: a temporary password by e-mail (form-encoded) (POST /wps/member/password/forgot/email) */
    forgotPasswordByEmail: ["POST","/wps/member/password/forgot/email",2],
    /** Forgot password: a temporary password by SMS (JSON) (POST /wps/member/password/forgot/mobile) */
    forgotPasswordByPhone: ["POST","/wps/member/password/forgot/mobile",0],
    /** Log in by username, SMS code or mobile number (POST /wps/member/login) */
    login: ["POST","/wps/member/login",5],
    /** This session and the previous login (time and IP) (GET /wps/member/loginInfo) */
    loginInfo: ["GET","/wps/member/loginInfo",112],
    /** End the session (the token stops working) (POST /wps/member/logout) */
    logout: ["POST","/wps/member/logout",32],
    /** Register with a username (fields checked against the merchant field config) (POST /wps/member/register) */
    register: ["POST","/wps/member/register",5],
    /** Register with a mobile number; the account gets the merchant default password (POST /wps/member/registerMobile) */
    registerMobile: ["POST","/wps/member/registerMobile",5],
    /** Send an SMS code to a mobile number (registration, SMS login, binding) (POST /wps/member/sms/send) */
    sendPhoneCode: ["POST","/wps/member/sms/send",0],
    /** Send the second-factor code again (methods E and S); answers the new expirationTime (POST /wps/member/login/verify/send) */
    sendVerifyCode: ["POST","/wps/member/login/verify/send",1],
    /** Set or change the payment password (redeem and convert with PAYMENTPASS3) (POST /wps/member/paymentPassword) */
    setPaymentPassword: ["POST","/wps/member/paymentPassword",33],
    /** Log in with a social identity (Firebase id token) (POST /wps/member/login/social) */
    socialLogin: ["POST","/wps/member/login/social",5],
    /** Free demo: create a trial account (isAgent 4) and log it in (FREEDEMO3) (POST /wps/member/login/trial) */
    trialLogin: ["POST","/wps/member/login/trial",4],
    /** Second-factor verification after login_verify_required; answers the login result (POST /wps/member/login/verify) */
    verify: ["POST","/wps/member/login/verify",5],
  },
  agent: {
    /** personalHistoryCopy (account details): the agent's wallet ledger, or a downline's (GET /wps/agent/account-history) */
    accountHistory: ["GET","/wps/agent/account-history",112],
    /** registerCenter: create a referral link that registers members or agents under the caller (POST /wps/agent/referral-links) */
    createReferralLink: ["POST","/wps/agent/referral-links",32],
    /** agentDailyWages2: daily salary settlements (GET /wps/agent/daily-salary) */
    dailySalaryRecords: ["GET","/wps/agent/daily-salary",112],
    /** registerCenter: retire a referral link (registrations already made stay) (POST /wps/agent/referral-links/delete) */
    deleteReferralLink: ["POST","/wps/agent/referral-links/delete",32],
    /** agentDividendRecordCopy2: dividend settlements (GET /wps/agent/dividends) */
    dividendRecords: ["GET","/wps/agent/dividends",112],
    /** agentHourSalary: hourly salary settlements (GET /wps/agent/hourly-salary) */
    hourlySalaryRecords: ["GET","/wps/agent/hourly-salary",112],
    /** My income: dividend, salaries, rebate, rewards and red envelopes received, by source and by day (GET /wps/agent/income) */
    income: ["GET","/wps/agent/income",112],
    /** palStatementsAgentCopy (user loss): results by direct downline, each with its whole team (GET /wps/agent/team/profit-loss) */
    profitLoss: ["GET","/wps/agent/team/profit-loss",112],
    /** agentRealtimeSalary: real-time salary, one line per team bet (GET /wps/agent/realtime-salary) */
    realtimeSalaryRecords: ["GET","/wps/agent/realtime-salary",112],
    /** agentRedRain: red envelopes the agent sent, with what was opened (GET /wps/agent/red-envelopes) */
    redEnvelopes: ["GET","/wps/agent/red-envelopes",112],
    /** registerCenter: the agent's referral links with their registrations (GET /wps/agent/referral-links) */
    referralLinks: ["GET","/wps/agent/referral-links",112],
    /** registerCenter: open a member or agent account directly under the caller (POST /wps/agent/register) */
    registerDownline: ["POST","/wps/agent/register",33],
    /** agentRedRain: send a red envelope of random shares to the downline, paid from the main wallet (POST /wps/agent/red-envelopes) */
    sendRedEnvelope: ["POST","/wps/agent/red-envelopes",33],
    /** Team betting: the team's bets by account and product, with totals of the whole range (GET /wps/agent/team/bets) */
    teamBets: ["GET","/wps/agent/team/bets",112],
    /** Team management: the downline, direct or all levels, searchable by account (GET /wps/agent/team/members) */
    teamMembers: ["GET","/wps/agent/team/members",112],
    /** agentTeamOverview: team size, new, active and first-deposit members, deposits, bets and results (GET /wps/agent/team/overview) */
    teamOverview: ["GET","/wps/agent/team/overview",112],
    /** Agent transfer to or from downline accounts (pushes AGENT_TRANSFER_* to both sides) (POST /wps/agent/transfer) */
    transfer: ["POST","/wps/agent/transfer",33],
    /** Agent transfer records, both directions (GET /wps/agent/transfers) */
    transfers: ["GET","/wps/agent/transfers",112],
  },
  chat: {
    /** Customer-service entries, filtered by the player club label (matching entries, else the unlabelled) (GET /wps/cs/list) */
    csEntries: ["GET","/wps/cs/list",80],
    /** The scripts behind a customer-service entry (value.scripts), decrypting an encrypted path (GET /wps/cs/script) */
    csScript: ["GET","/wps/cs/script",80],
    /** The live-chat provider's verify-token call: (userId, verifyToken) -> vToken for the embed page (POST /wps/chat/livechat/verify-token) */
    liveChatVerify: ["POST","/wps/chat/livechat/verify-token",0],
    /** Server permission check before opening the chat (GET /wps/chat/permission) */
    permission: ["GET","/wps/chat/permission",112],
    /** Chat room state: unread count, the room address, and permission (CBS3) (GET /wps/chat/status) */
    status: ["GET","/wps/chat/status",88],
  },
  contracts: {
    /** The consolidated contract GET: the caller's contract requests of all four kinds and the info blocks (GET /wps/contract/consolidated) */
    consolidated: ["GET","/wps/contract/consolidated",112],
    /** Daily salary contract action (id, status) (POST /wps/relay/contract/dailySalary) */
    dailySalary: ["POST","/wps/relay/contract/dailySalary",32],
    /** Dividend contract action: accept, reject or end the dividend of a product type and computation period (POST /wps/relay/contract/dividend) */
    dividend: ["POST","/wps/relay/contract/dividend",32],
    /** Hourly salary contract action (contractId, status, productType); terminating sends R (POST /wps/relay/contract/hourlySalary) */
    hourlySalary: ["POST","/wps/relay/contract/hourlySalary",32],
    /** Real-time salary contract action (contractId, status) (POST /wps/relay/contract/realtimeSalary) */
    realtimeSalary: ["POST","/wps/relay/contract/realtimeSalary",32],
  },
  feedback: {
    /** Send feedback (feedbackModal); an image only when logged in (POST /wps/feedback/submit) */
    submit: ["POST","/wps/feedback/submit",0],
  },
  games: {
    /** Add a game to the favourites (idempotent) (POST /wps/game/favourites/add) */
    addFavourite: ["POST","/wps/game/favourites/add",48],
    /** Game category cards of a type (LIVE, SPORTS, FISH, PVP, ESPORTS...): a vendor lobby or one game (GET /wps/game/cards) */
    cards: ["GET","/wps/game/cards",80],
    /** The player's favourite games (favGameList) (GET /wps/game/favourites) */
    favourites: ["GET","/wps/game/favourites",112],
    /** Hot games (electronic lobby tab hot; recommended games during vendor maintenance, 12 per slide) (GET /wps/game/hot) */
    hot: ["GET","/wps/game/hot",80],
    /** Launch a game for real money; answers the launch URL (POST /wps/game/launchGame) */
    launch: ["POST","/wps/game/launchGame",32],
    /** Launch the free trial of a game (supportPlay 0) with play money; no login needed (POST /wps/game/launchTrial) */
    launchTrial: ["POST","/wps/game/launchTrial",0],
    /** Games of a vendor (vassalage) with paging; with a token, isFavourite is filled (GET /wps/game/list) */
    list: ["GET","/wps/game/list",80],
    /** Leave the player's game sessions (leaving /seamless); vendor wallets return to the main wallet (POST /wps/game/logoutGame) */
    logoutGame: ["POST","/wps/game/logoutGame",32],
    /** Games the player launched lately, newest first (recentGameList) (GET /wps/game/recent) */
    recent: ["GET","/wps/game/recent",112],
    /** Remove a game from the favourites (idempotent) (POST /wps/game/favourites/remove) */
    removeFavourite: ["POST","/wps/game/favourites/remove",48],
    /** Vendor cards of the electronic lobby (RNG); /electron?page={accountTypeName} (GET /wps/game/rng/vendors) */
    rngVendors: ["GET","/wps/game/rng/vendors",80],
    /** Vendor lanes by game type (gameVendor): which vendors serve LIVE, RNG, FISH, PVP, SPORTS... (GET /wps/game/vendors) */
    vendors: ["GET","/wps/game/vendors",80],
    /** Winner board: the latest big wins (default 100 records) (GET /wps/game/winners) */
    winners: ["GET","/wps/game/winners",80],
  },
  lottery: {
    /** Quick bet: a stake on the open issue of a game, paid from the main wallet and settled at the issue's draw (POST /lgw/bets) */
    bet: ["POST","/lgw/bets",32],
    /** drawLottery: the latest draw results (the list shows 5), of one game or of all (GET /lgw/draw) */
    draws: ["GET","/lgw/draw",80],
    /** lottGameMenu: the games grouped by game group (gameGroupCode, labelName, gameMenus) (GET /lgw/games/game_menus) */
    gameMenus: ["GET","/lgw/games/game_menus",80],
    /** lotteryList: every lottery game with its open issue (numero, remainTime, lockTime) (GET /lgw/games) */
    games: ["GET","/lgw/games",80],
    /** postJackpot: the lottery jackpot pool (always in THB) (POST /lgw/jackpot) */
    jackpot: ["POST","/lgw/jackpot",8],
    /** lottoLobby: the lottery lobby (or a game) to open, from the launch payload (launchMode LOTT, lottoMode) (POST /wps/lottery/lobby) */
    lobby: ["POST","/wps/lottery/lobby",32],
    /** Long dragon: the current streaks (big/small, odd/even of the sum) of the SSC and 11X5 games (GET /lgw/games/long_dragon) */
    longDragon: ["GET","/lgw/games/long_dragon",80],
    /** lottIssue: a game's open issue and the last drawn one (the countdown re-fetches it at zero) (GET /lgw/numeros/near) */
    nearIssues: ["GET","/lgw/numeros/near",80],
    /** getOpened: the last drawn issue of every game (GET /lgw/games/opened/numero) */
    openedNumero: ["GET","/lgw/games/opened/numero",80],
    /** Popular games (trend tiles, count 6): ranked by the stakes of the last 24 hours (GET /lgw/games/popular) */
    popular: ["GET","/lgw/games/popular",80],
    /** The games the player bet on most recently (empty when logged out) (GET /lgw/games/game_menus/recent) */
    recentMenus: ["GET","/lgw/games/game_menus/recent",80],
    /** getLottURL: the address of the lottery site (trend page for visitors, betting with a ticket when logged in) (GET /wps/lottery/url) */
    url: ["GET","/wps/lottery/url",80],
    /** Vietnam lotteries by region (NORTH, CENTRAL, SOUTH) with their daily draw time (GET /lgw/vn/games) */
    vnGames: ["GET","/lgw/vn/games",80],
    /** A Vietnam lottery's prize table of a day (the latest drawn day by default) (GET /lgw/vn/results) */
    vnResults: ["GET","/lgw/vn/results",80],
  },
  member: {
    /** Account record: the player's wallet ledger (GET /wps/member-centre/account-records) */
    accountRecords: ["GET","/wps/member-centre/account-records",112],
    /** The player's avatar (getAvatar); failures are ignored by the site (GET /wps/member/avatar) */
    avatar: ["GET","/wps/member/avatar",120],
    /** Betting record: the player's bets with the totals of the range (GET /wps/member-centre/bets) */
    bettingRecords: ["GET","/wps/member-centre/bets",112],
    /** bonusDetails: bonuses, rebates, rewards, salaries and red envelopes received (GET /wps/member-centre/bonuses) */
    bonusDetails: ["GET","/wps/member-centre/bonuses",112],
    /** manualRebate: claim the rebate into the main wallet (POST /wps/member-centre/rebate/claim) */
    claimRebate: ["POST","/wps/member-centre/rebate/claim",32],
    /** rewardCenter: claim an available reward into the main wallet (POST /wps/member-centre/rewards/claim) */
    claimReward: ["POST","/wps/member-centre/rewards/claim",32],
    /** playerMRDailySalary: the player's daily salary settlements (GET /wps/member-centre/daily-salary) */
    dailySalary: ["GET","/wps/member-centre/daily-salary",112],
    /** messageV2: delete messages (POST /wps/member-centre/messages/delete) */
    deleteMessages: ["POST","/wps/member-centre/messages/delete",48],
    /** depositv2: request a deposit (PENDING until the control API approves it) (POST /wps/member-centre/deposit) */
    deposit: ["POST","/wps/member-centre/deposit",32],
    /** depositv2: the deposit channels with their limits, and the pending deposits (GET /wps/member-centre/deposit) */
    depositPage: ["GET","/wps/member-centre/deposit",112],
    /** Deposit and withdrawal records (GET /wps/member-centre/fund-requests) */
    fundRequests: ["GET","/wps/member-centre/fund-requests",112],
    /** The logged-in player (getMemberInfo; the site fetches it 500 ms after login) (GET /wps/member/info) */
    info: ["GET","/wps/member/info",112],
    /** manualRebate: the rebate earned on bets since the last claim, by product (GET /wps/member-centre/rebate/manual) */
    manualRebate: ["GET","/wps/member-centre/rebate/manual",112],
    /** messageV2: inbox and platform messages, newest first, by category and read state (GET /wps/member-centre/messages) */
    messages: ["GET","/wps/member-centre/messages",112],
    /** missionLeaderboard: the merchant's players ranked by valid bets of the day, week or month (GET /wps/member-centre/mission-leaderboard) */
    missionLeaderboard: ["GET","/wps/member-centre/mission-leaderboard",112],
    /** newbieTask: the first steps of a new player and their rewards (GET /wps/member-centre/newbie-tasks) */
    newbieTasks: ["GET","/wps/member-centre/newbie-tasks",112],
    /** Open a red envelope: the next random share goes to the main wallet (POST /wps/member-centre/red-envelopes/open) */
    openRedEnvelope: ["POST","/wps/member-centre/red-envelopes/open",32],
    /** Personal loss: results by product, bonuses, deposits and withdrawals of the range (GET /wps/member-centre/personal-loss) */
    personalLoss: ["GET","/wps/member-centre/personal-loss",112],
    /** Info-bar and reward-centre state: promotions, unread count, VIP, currency, rebate, contracts (GET /wps/member/publicState) */
    publicState: ["GET","/wps/member/publicState",88],
    /** Progress towards the next club (VIP) rank (getPlayerRankProgress) (GET /wps/member/rank/progress) */
    rankProgress: ["GET","/wps/member/rank/progress",112],
    /** messageV2: mark messages read (ids, or every message with all) (POST /wps/member-centre/messages/read) */
    readMessages: ["POST","/wps/member-centre/messages/read",48],
    /** Whether the player earns rebate, the rates by product and the amount not yet paid (getRebate) (GET /wps/member/rebate) */
    rebate: ["GET","/wps/member/rebate",112],
    /** Red envelopes from the player's agents that can be opened now (agentRedRain on the member side) (GET /wps/member-centre/red-envelopes) */
    redEnvelopes: ["GET","/wps/member-centre/red-envelopes",112],
    /** referral (invite friends): the invite code and link, and the friend overview (GET /wps/member-centre/referral) */
    referral: ["GET","/wps/member-centre/referral",112],
    /** referral: the friends, newest first (GET /wps/member-centre/referral/friends) */
    referralFriends: ["GET","/wps/member-centre/referral/friends",112],
    /** rewardCenter: rewards waiting to be claimed, claimed or expired, by source tab (GET /wps/member-centre/rewards) */
    rewardCentre: ["GET","/wps/member-centre/rewards",112],
    /** Choose a profile icon (STATIC, 1..PROFILE_ICON_COUNT) or an image address (url) (POST /wps/member/avatar) */
    setAvatar: ["POST","/wps/member/avatar",40],
    /** Update profile fields (setMbInfo); a language update is sent only for non-agents (POST /wps/member/info/set) */
    setInfo: ["POST","/wps/member/info/set",32],
    /** signInTask: sign in for today; the day's amount becomes a reward-centre item (POST /wps/member-centre/sign-in) */
    signIn: ["POST","/wps/member-centre/sign-in",32],
    /** signInTask: today's sign-in and the 7-day streak (GET /wps/member-centre/sign-in) */
    signInState: ["GET","/wps/member-centre/sign-in",112],
    /** transferUpline: move money to the upline (pushes AGENT_TRANSFER_DOWNLINE_TO_AGENT to both) (POST /wps/member-centre/transfer-upline) */
    transferUpline: ["POST","/wps/member-centre/transfer-upline",33],
    /** transferUpline: whether the player may transfer to their upline, and to whom (GET /wps/member-centre/transfer-upline) */
    transferUplineInfo: ["GET","/wps/member-centre/transfer-upline",112],
    /** Unread inbox messages (getUnreadMessageV2); not loaded for isAgent 4, 40, 41, 42 (GET /wps/member/message/unread/v2) */
    unreadMessages: ["GET","/wps/member/message/unread/v2",120],
    /** withdraw: request a withdrawal with the payment password (PENDING until the control API decides) (POST /wps/member-centre/withdraw) */
    withdraw: ["POST","/wps/member-centre/withdraw",33],
    /** withdraw: what may be withdrawn now, the limits, the payee and the pending withdrawals (GET /wps/member-centre/withdraw) */
    withdrawPage: ["GET","/wps/member-centre/withdraw",112],
  },
  notices: {
    /** Banners and notices by type and group (types B,PL,PU; PR on the promotion page) (GET /wps/notice/list) */
    list: ["GET","/wps/notice/list",80],
  },
  payments: {
    /** Answer one confirmation: Y received, N not received (with one proof image), A acknowledged (auto) (POST /wps/payment/confirmation/answer) */
    answer: ["POST","/wps/payment/confirmation/answer",32],
    /** Payment confirmations waiting for the player, oldest first (isAgent 0, 1, 2) (GET /wps/payment/confirmation/list) */
    list: ["GET","/wps/payment/confirmation/list",112],
  },
  points: {
    /** pointBalance: the points balance of the user card (GET /wps/points/balance) */
    balance: ["GET","/wps/points/balance",112],
    /** getPointConfig: the exchange rate and the earning rates shown under rules and conversion (GET /wps/points/config) */
    config: ["GET","/wps/points/config",80],
    /** postConvertPoint: convert points into money at pointExchangeRate, with the payment password (POST /wps/relay/convertPoint) */
    convert: ["POST","/wps/relay/convertPoint",33],
    /** getInfoIcon: the points card's info icon and the rules it opens (GET /wps/points/info-icon) */
    infoIcon: ["GET","/wps/points/info-icon",80],
    /** postRedeemPoint: redeem a reward with points (P) or points plus money (PM) (POST /wps/relay/redeemPointReward) */
    redeem: ["POST","/wps/relay/redeemPointReward",33],
    /** getRedeemPointList: redemption records, newest first, by status (P, R, A or all) and date range (GET /wps/points/redemptions) */
    redemptions: ["GET","/wps/points/redemptions",112],
    /** refreshPointBalance: credit the points earned since the last refresh, then answer the balance (POST /wps/points/balance/refresh) */
    refreshBalance: ["POST","/wps/points/balance/refresh",48],
    /** getRewardType: the reward types (tabs of the points mall; types 1, 2, 3 have fixed labels) (GET /wps/points/reward-types) */
    rewardTypes: ["GET","/wps/points/reward-types",80],
    /** pointReward: the reward items of the points mall, by type (GET /wps/points/rewards) */
    rewards: ["GET","/wps/points/rewards",80],
    /** getMemTransDet: points ledger lines (accountTypeId 9), newest first (GET /wps/points/transactions) */
    transactions: ["GET","/wps/points/transactions",112],
  },
  promotions: {
    /** How many promotions the player may claim now (the badge leading to rewardCenter) (GET /wps/promotion/available/count) */
    availableCount: ["GET","/wps/promotion/available/count",120],
    /** Claim a promotion with remarks and pictures; the claim waits for review (PENDING) (POST /wps/promotion/claim) */
    claim: ["POST","/wps/promotion/claim",32],
    /** Promotions running now with their categories; with a token, claimable and claimStatus are filled (GET /wps/promotion/list) */
    list: ["GET","/wps/promotion/list",88],
    /** Manual bonuses granted and not yet acknowledged (manual bonus modal) (GET /wps/promotion/manualBonus) */
    manualBonus: ["GET","/wps/promotion/manualBonus",120],
    /** Acknowledge manual bonuses (POST /wps/promotion/manualBonus/seen) */
    manualBonusSeen: ["POST","/wps/promotion/manualBonus/seen",32],
    /** Prizes not yet shown to the player (prize modal) (GET /wps/promotion/prizes) */
    prizes: ["GET","/wps/promotion/prizes",120],
    /** Mark prizes as shown (POST /wps/promotion/prizes/seen) */
    prizesSeen: ["POST","/wps/promotion/prizes/seen",32],
    /** Claim the raffle reward once the draw has started; answers the prize (POST /wps/promotion/raffle/claim) */
    raffleClaim: ["POST","/wps/promotion/raffle/claim",32],
    /** The next raffle draw for the player (raffle reward tip), or null (GET /wps/promotion/raffle/tip) */
    raffleTip: ["GET","/wps/promotion/raffle/tip",120],
  },
  responsibleGaming: {
    /** The money limits (3 kinds x 3 periods) with their use, the session limit and the reality-check interval (GET /wps/responsible-gaming/overview) */
    overview: ["GET","/wps/responsible-gaming/overview",112],
    /** The reality check: time in this session, stakes and net result since login, and when the next one is due (GET /wps/responsible-gaming/reality-check) */
    realityCheck: ["GET","/wps/responsible-gaming/reality-check",112],
    /** Excludes the player for 6 months, 1 year or 5 years: the session ends and logins are refused until then (POST /wps/responsible-gaming/self-exclusion) */
    selfExclude: ["POST","/wps/responsible-gaming/self-exclusion",33],
    /** Sets, lowers (at once), raises or removes (after 24 hours) a money limit (POST /wps/responsible-gaming/limit) */
    setLimit: ["POST","/wps/responsible-gaming/limit",32],
    /** Chooses the reality-check interval: 15, 30 or 60 minutes, or 0 for off (POST /wps/responsible-gaming/reality-check) */
    setRealityCheck: ["POST","/wps/responsible-gaming/reality-check",32],
    /** Sets or lowers (at once), raises or removes (after 24 hours) the session-time limit (5 to 1440 minutes) (POST /wps/responsible-gaming/session-limit) */
    setSessionLimit: ["POST","/wps/responsible-gaming/session-limit",32],
    /** Takes a break of 24 hours, 7 days or 30 days: the session ends and logins are refused until it ends (POST /wps/responsible-gaming/time-out) */
    timeOut: ["POST","/wps/responsible-gaming/time-out",33],
  },
  system: {
    /** A new image captcha (login after failures, registration, feedback) (GET /wps/system/captcha) */
    captcha: ["GET","/wps/system/captcha",80],
    /** Countries with their dialing codes (phone fields) (GET /wps/system/countries) */
    countries: ["GET","/wps/system/countries",80],
    /** Candidate entry domains for the speed test (up to 10, in random order) (GET /wps/system/domainRoute) */
    domainRoute: ["GET","/wps/system/domainRoute",80],
    /** Help categories (the menu of /help) (GET /wps/system/helpCenter) */
    helpCenter: ["GET","/wps/system/helpCenter",80],
    /** Help articles in a language (getHelpV2), HTML to sanitise (GET /wps/system/help/v2) */
    helpV2: ["GET","/wps/system/help/v2",80],
    /** The caller's IP address and country, and whether the region is restricted (GET /wps/system/location) */
    location: ["GET","/wps/system/location",80],
    /** Whether the merchant is in maintenance or the region is restricted (maintenance / access-denied page) (GET /wps/system/permission) */
    permission: ["GET","/wps/system/permission",80],
    /** Speed-test probe: answers at once (GET /wps/system/test/ping) */
    ping: ["GET","/wps/system/test/ping",80],
    /** The merchant's public key for encrypting sensitive posts (GET /wps/system/publicKey) */
    publicKey: ["GET","/wps/system/publicKey",80],
    /** App downloads and contacts: SKYPE, IOS, Android, H5, MOBILECONFIG, WLG_DOMAIN (GET /wps/system/resources) */
    resources: ["GET","/wps/system/resources",80],
    /** UI settings in one call: login options, social and bot-check providers, live chat, menus, SEO domains (GET /wps/system/settings/consolidated) */
    settings: ["GET","/wps/system/settings/consolidated",80],
    /** Boot information: registration config, resources, SMS, flags, CDNs, customer service, gw, location (GET /wps/system/status) */
    status: ["GET","/wps/system/status",80],
    /** The merchant's site templates (desktop, mobile) and their addresses (GET /wps/system/templates) */
    templates: ["GET","/wps/system/templates",80],
    /** The merchant's whitelabel flags (MAILCEN, CBS3, REWCEN3, PAYMENTPASS3...) (GET /wps/system/whitelabel) */
    whitelabel: ["GET","/wps/system/whitelabel",80],
  },
  wallet: {
    /** Balance: the sum and every wallet (info bar, with refresh) (GET /wps/v2/wallets/balance) */
    balance: ["GET","/wps/v2/wallets/balance",120],
    /** Funds overview: balance, amounts waiting for approval, points; not loaded for isAgent 4, 40, 41, 42 (GET /wps/member/info/funds/consolidated) */
    fundsConsolidated: ["GET","/wps/member/info/funds/consolidated",120],
    /** The merchant's wallet mode (getMerchantWallet, stored in the session as merchantWallet) (GET /wps/v2/wallets/merchant) */
    merchantWallet: ["GET","/wps/v2/wallets/merchant",80],
    /** Move money between two wallets (transferFund); answers the new balance (POST /wps/v2/wallets/transfer) */
    transfer: ["POST","/wps/v2/wallets/transfer",32],
  },
} as const satisfies Record<string, Record<string, RouteEntry>>;
