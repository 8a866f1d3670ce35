/**
 * Every `errorCode` the platform answers with. The spec's catalogue (points-centres-lottery.md §8) comes first;
 * the rest are the codes the spec leaves "not shown", designed for the sandbox and documented here once.
 * The client maps each code to one behaviour in its error table; the i18n catalogues hold a message per code.
 */
export const errorCodes = {
  // Session-ending (spec §8): show the message, clear the session, reload home.
  token_ip_different: 'The token was issued to another IP address.',
  'user.or.token.invalid': 'The token is unknown or has expired.',
  'login.not.session': 'The session was ended elsewhere (logged in on another device).',
  CUSTOMER_NOT_LOGIN: 'The call needs a logged-in player and no valid token was sent.',
  // Silent (spec §8).
  'merchant.acct.setup.err': 'The merchant account is not fully set up.',
  login_verify_required: 'Login needs a second factor; the client opens the verification dialog.',
  TOO_MANY_REQUEST: 'Rate limited (one spelling).',
  TOO_MANY_REQUESTS: 'Rate limited (the other spelling).',
  bind_customer_required: 'A social identity is not yet bound to an account: log in or register.',
  // Special behaviours (spec §8).
  vendor_under_maintenance: 'The game vendor is under maintenance; value.resType 1 carries recommended games.',
  launch_game_balance_not_enough: 'The wallet balance is too low to launch: offer cancel or deposit.',
  domain_not_available: 'This entry domain is unavailable: retry elsewhere or contact customer service.',
  system_maintenance: 'The merchant is under maintenance; value.content.data has maintainTime and endTime.',
  region_restricted: "Access is denied in the visitor's region; value carries the IP.",
  // Request shape and transport (designed here).
  'request.invalid': 'The request does not match the contract; message names the first problem.',
  'request.encryption.required': 'A sensitive post arrived in plain text.',
  'request.encryption.invalid': 'The encrypted body could not be decrypted (wrong key or tampered).',
  'merchant.unknown': 'The Merchant header names no merchant.',
  'endpoint.unknown': 'No such call.',
  'server.error': 'An unexpected server error.',
  // Accounts (designed here).
  'login.password.incorrect': 'Username or password is wrong.',
  'login.account.locked': 'Too many failed attempts; the account is locked for a while.',
  'login.account.disabled': 'The account is disabled.',
  'captcha.required': 'A captcha is required; value.captcha is true.',
  'captcha.incorrect': 'The captcha answer is wrong or expired.',
  'sms.code.incorrect': 'The SMS or verification code is wrong or expired.',
  'sms.too.frequent': 'A code was sent moments ago; wait for the countdown.',
  'verify.incorrect': 'The second-factor answer is wrong.',
  'register.username.taken': 'The username is already registered.',
  'register.mobile.taken': 'The mobile number is already registered.',
  'register.field.invalid': 'A registration field fails the merchant field config; value.field names it.',
  'register.botcheck.failed': 'The bot check did not pass.',
  'affiliate.invalid': 'The affiliate code is unknown.',
  'password.old.incorrect': 'The old password is wrong.',
  'password.same': 'The new password equals the old one.',
  'password.reset.unknown': 'No account matches the username and e-mail or phone.',
  'payment.password.incorrect': 'The payment password is wrong.',
  'payment.password.missing': 'No payment password is set yet; set one first.',
  'password.captcha.required':
    'A password asked of a logged-in player was wrong 3 times: send the captcha with it (value.captcha is true).',
  'password.captcha.incorrect': 'The captcha sent with the password is wrong or expired; value.captcha is true.',
  'password.retry.later': 'Too many wrong passwords: wait value.retryAfterMs before the next try.',
  'password.locked': 'Ten wrong passwords of this kind: checks are locked until value.lockedUntil (epoch ms).',
  'password.confirm.mismatch': 'The confirmation does not equal the new password.',
  'password.rule.invalid': "The new password breaks the merchant's password rule; message says which.",
  'register.mode.disabled': 'This merchant does not offer this way of registering.',
  'social.token.invalid': 'The social identity token is invalid or expired.',
  'social.register.disabled': 'This merchant does not create accounts from social identities.',
  'social.already.bound': 'This social identity is already bound to another account.',
  'trial.disabled': 'This merchant offers no free demo (FREEDEMO3 off): no trial account is handed out.',
  'verify.method.unavailable': 'The second-factor method is not the one this account uses.',
  'verify.expired': 'The second-factor step expired; log in again.',
  // Money, games, rewards (designed here).
  'balance.not.enough': 'Not enough balance for this operation.',
  'points.not.enough': 'Not enough points for this redemption or conversion.',
  'reward.out.of.stock': 'The reward has no inventory left.',
  'promotion.not.claimable': 'The promotion cannot be claimed now.',
  'promotion.already.claimed': 'The promotion was already claimed.',
  'game.not.found': 'No such game.',
  'game.trial.unsupported': 'This game has no free trial.',
  'trial.account.refused': 'A trial account (isAgent 4) cannot do this; show in_need_true_account.',
  'contract.not.found': 'No such contract request.',
  'contract.action.invalid': 'The action is not allowed in the contract status.',
  'chat.permission.denied': 'Chat is not available for this player.',
  'not.found': 'The record does not exist.',
  'game.platform.unsupported': 'The requested platform does not suit the vendor (flash vendors, html5-desktop).',
  'launch.identity.mismatch':
    'The launch names another username, token or merchant than the call itself (a business refusal: HTTP 200).',
  'game.session.invalid': 'The game session is unknown or ended (stand-in game page).',
  'wallet.invalid': 'No such wallet, or the same wallet on both sides of a transfer.',
  'wallet.single': 'The merchant uses a single wallet: there is nothing to transfer.',
  'image.invalid': 'An uploaded image is not a JPEG or PNG by content, or is larger than 5242880 bytes.',
  'claim.remarks.required': 'The promotion needs remarks (remarkRequired Y).',
  'claim.image.required': 'The promotion needs at least one picture (imageRequired Y).',
  'payment.answer.invalid': 'The answer does not suit the item (A only for auto-confirmed; N needs one proof image).',
  'raffle.not.started': 'The raffle draw has not started yet.',
  'raffle.ended': 'The raffle draw has ended.',
  'feedback.file.not.allowed': 'Only logged-in players may attach an image to feedback.',
  'cs.entry.unknown': 'No such customer-service entry.',
  'chat.token.invalid': 'The live-chat verify token is unknown or expired.',
  // Centres: points, member and agent centres, contracts, lottery (designed here).
  'field.invalid':
    'A form field fails its rule; value { field, key } names the field and the message key to show. An amount with ' +
    "more fraction digits than the merchant's currency has (100.5 VND) is one: key validation_amount_whole, or " +
    'validation_amount_decimals with value.digits.',
  'password.incorrect': 'The login password is wrong.',
  'payment.password.unset': 'The player has no payment password yet; ask them to set one.',
  'redeem.type.unavailable': 'The reward does not offer this redeem type (P or PM).',
  'date.range.invalid': 'The date range is reversed or longer than 30 days.',
  'downline.not.found': "The username is not in the caller's downline.",
  'feature.disabled': 'A merchant flag turns this feature off (value.flag names it).',
  'transfer.not.allowed': 'Transfer to upline is not allowed: toUpline is not 1, the role is 2, or the flag is off.',
  'rebate.nothing.to.claim': 'No rebate has accrued since the last claim.',
  'reward.not.claimable': 'The reward-centre item is already claimed, expired or not yet available.',
  'signin.already.done': 'The player already signed in today.',
  'red.envelope.unavailable': 'The red envelope is used up, expired, already opened by this player, or not theirs.',
  'lottery.game.not.found': 'No such lottery game.',
  'lottery.issue.closed': 'Betting on this issue is locked (past its lockTime).',
  'lottery.selection.invalid': "The game's kind has no such market, or the selection does not suit the market.",
  'lottery.stake.too.small': 'The stake, rounded to cents, is below the smallest stake of the lottery.',
  'agent.role.required': 'Only agents (isAgent 1, 2, 41, 42) can use the agent centre.',
  // Responsible gaming (designed here; responsible-gaming.ts states the rules).
  'rg.deposit.limit': "The deposit would pass the player's deposit limit; value names the limit and what is left.",
  'rg.loss.limit': "The player's loss limit for the period is reached: no game, bet or transfer into a game wallet.",
  'rg.wager.limit': "The player's wager limit for the period is reached: no game, bet or transfer into a game wallet.",
  'rg.session.limit': "The session has lasted the player's session-time limit: no game, bet or transfer into a game.",
  'rg.excluded': 'The player is on a time-out or self-excluded: login is refused until value.until.',
} as const;

export type ErrorCode = keyof typeof errorCodes;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCodes, value);
}
