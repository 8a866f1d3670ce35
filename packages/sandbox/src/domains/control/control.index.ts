/** The control API's calls with an example body each (`GET /__control`; the README has the same list). */
export const controlIndex = [
  { call: 'GET /__control/faults', what: 'active fault rules and unavailable hosts' },
  {
    call: 'POST /__control/faults',
    what: 'inject an errorCode, HTTP status or delay on a path for N calls',
    example: { path: '/wps/member/login', errorCode: 'login_verify_required', times: 1 },
  },
  {
    call: 'POST /__control/faults',
    what: 'a 504 on every game call, twice',
    example: { path: '/wps/game/*', status: 504, times: 2 },
  },
  {
    call: 'POST /__control/faults',
    what: 'slow the first bot-check server (fallback)',
    example: { path: '/stand-in/geetest/s1/*', delayMs: 5000, times: 10 },
  },
  { call: 'DELETE /__control/faults/:id', what: 'remove one rule' },
  { call: 'DELETE /__control/faults', what: 'remove every rule and unavailable host' },
  {
    call: 'POST /__control/domains',
    what: 'mark a host unavailable (domain_not_available)',
    example: { host: '127.0.0.1:8080', unavailable: true },
  },
  {
    call: 'POST /__control/merchants/:code/maintenance',
    what: 'maintenance on or off',
    example: { on: true, message: 'Upgrading', endTime: 1_900_000_000_000 },
  },
  {
    call: 'POST /__control/merchants/:code/region',
    what: 'region restriction on or off',
    example: { restricted: true },
  },
  { call: 'POST /__control/merchants/:code/flags', what: 'change whitelabel flags', example: { flags: { CBS3: '0' } } },
  {
    call: 'POST /__control/merchants/:code/vendors/:vendor/maintenance',
    what: 'a vendor under maintenance',
    example: { on: true },
  },
  {
    call: 'POST /__control/players',
    what: 'a new player of its own for a test (password Demo1234, payment password Pay1234, an opening balance)',
    example: { merchant: 'AURUM', username: 'limits01' },
  },
  {
    call: 'POST /__control/funds',
    what: 'approve or reject a deposit or withdrawal (created when no requestId)',
    example: { merchant: 'AURUM', username: 'member01', kind: 'DEPOSIT', amount: 500 },
  },
  { call: 'GET /__control/promotions/claims?status=PENDING', what: 'promotion claims' },
  {
    call: 'POST /__control/promotions/claims/:id',
    what: 'decide a claim (approval pays the bonus)',
    example: { status: 'APPROVED', remarks: 'Enjoy' },
  },
  {
    call: 'POST /__control/bonuses',
    what: 'grant a manual bonus (MANUAL_PROMO): money into the main wallet, and `points` into "My points" if given',
    example: { merchant: 'AURUM', username: 'member01', title: 'Gift', amount: 88, points: 20 },
  },
  {
    call: 'POST /__control/payments',
    what: 'a new payment confirmation (PAYMENT_CONFIRMATION)',
    example: { merchant: 'AURUM', username: 'payer01', amount: 300, auto: false },
  },
  { call: 'GET /__control/payments/answers', what: 'stored answers with their proofs' },
  { call: 'GET /__control/feedback', what: 'stored feedback' },
  {
    call: 'POST /__control/realtime',
    what: 'push any realtime message to a player',
    example: {
      merchant: 'AURUM',
      username: 'member01',
      message: { type: 'ONLINE_MSG', title: 'Hi', content: 'Hello', createdAt: 0 },
    },
  },
  {
    call: 'POST /__control/realtime',
    what: 'broadcast ONLINE_MSG to the players online',
    example: { merchant: 'AURUM', broadcast: true, title: 'Hi', content: 'Hello all' },
  },
  {
    call: 'POST /__control/inbox',
    what: 'an inbox message (INBOX)',
    example: { merchant: 'AURUM', username: 'member01', title: 'Hello', content: 'Welcome' },
  },
  {
    call: 'POST /__control/red-envelopes',
    what: "an agent sends a red envelope to the direct downline (paid from the agent's main wallet)",
    example: { merchant: 'AURUM', username: 'agent01', totalAmount: 100, count: 5, message: 'Good luck' },
  },
  { call: 'GET /__control/events?merchant=AURUM&username=member01', what: 'the realtime messages a player got' },
  { call: 'GET /__control/sms?merchant=VERDE&mobile=0912000006', what: 'the SMS outbox (codes included)' },
  { call: 'GET /__control/mail?email=twofactor02@aurum.example', what: 'the mail outbox' },
  { call: 'GET /__control/captcha/:captchaKey', what: 'the answer of an image captcha' },
  { call: 'GET /__control/totp/:merchant/:username', what: 'the current authenticator code (twofactor03)' },
  { call: 'GET /__control/clock', what: 'the sandbox time' },
  { call: 'POST /__control/clock', what: 'move the sandbox time', example: { advanceMs: 3_600_000 } },
  {
    call: 'POST /__control/reset',
    what: 'clear faults, unavailable hosts, rate limits (free demo, SMS, captcha, password reset), login failures and locks per name and per address, wrong passwords of logged-in players and their locks, and the clock offset',
  },
] as const;
