/**
 * Help content as merchants write it: HTML from a rich-text editor, including what a client must never run. Some
 * articles carry a script tag, inline event handlers, a javascript: link and an iframe on purpose, so the site's
 * sanitiser (DOMPurify) is exercised by real data; the README says so.
 */
type Texts = Record<string, { title: string; content: string }>;

export interface HelpSeed {
  tag: string;
  titles: Record<string, string>;
  articles: { tag: string; texts: Texts }[];
}

const unsafeTail =
  '<p>Need more? <a href="javascript:alert(\'help\')">Click here</a> ' +
  '<img src="/res/logo.png" onerror="alert(\'x\')" alt="logo"></p>' +
  '<script>window.__helpInjected = true;</script>' +
  '<iframe src="https://tracker.example/pixel"></iframe>';

export const helpSeeds: HelpSeed[] = [
  {
    tag: 'account',
    titles: { EN: 'Account', CN: '账户', VI: 'Tài khoản', TW: '帳戶' },
    articles: [
      {
        tag: 'register',
        texts: {
          EN: {
            title: 'How do I register?',
            content:
              '<h3>Registering</h3><p>Choose <strong>Register</strong>, fill in the form and accept the agreement.</p>' +
              '<ol><li>Pick a username.</li><li>Choose a password of 6-20 letters and digits.</li>' +
              '<li>Confirm it.</li></ol>',
          },
          CN: {
            title: '如何注册？',
            content: '<h3>注册</h3><p>点击<strong>注册</strong>，填写表单并同意用户协议。</p>',
          },
          VI: {
            title: 'Làm thế nào để đăng ký?',
            content: '<h3>Đăng ký</h3><p>Chọn <strong>Đăng ký</strong>, nhập số điện thoại và mã xác minh.</p>',
          },
        },
      },
      {
        tag: 'password',
        texts: {
          EN: {
            title: 'I forgot my password',
            content: `<p>Use <em>Forgot password</em> on the login form. A temporary password is sent to you.</p>${unsafeTail}`,
          },
          CN: {
            title: '忘记密码',
            content: `<p>在登录窗口点击<em>忘记密码</em>，系统会发送临时密码。</p>${unsafeTail}`,
          },
        },
      },
    ],
  },
  {
    tag: 'deposit',
    titles: { EN: 'Deposit', CN: '存款', VI: 'Nạp tiền', TW: '存款' },
    articles: [
      {
        tag: 'deposit-methods',
        texts: {
          EN: {
            title: 'Deposit methods',
            content:
              '<table><tr><th>Method</th><th>Minimum</th></tr><tr><td>Bank transfer</td><td>100</td></tr>' +
              '<tr><td>E-wallet</td><td>50</td></tr></table><p style="color:red" onclick="steal()">Deposits ' +
              'arrive within 5 minutes.</p>',
          },
          CN: { title: '存款方式', content: '<p>银行转账最低 100，电子钱包最低 50。</p>' },
        },
      },
    ],
  },
  {
    tag: 'withdraw',
    titles: { EN: 'Withdrawal', CN: '取款', VI: 'Rút tiền', TW: '取款' },
    articles: [
      {
        tag: 'withdraw-time',
        texts: {
          EN: {
            title: 'How long does a withdrawal take?',
            content: `<p>Most withdrawals are approved within 30 minutes.</p>${unsafeTail}`,
          },
          CN: { title: '取款需要多久？', content: '<p>大多数取款在 30 分钟内审核完成。</p>' },
        },
      },
      {
        tag: 'payment-confirmation',
        texts: {
          EN: {
            title: 'Payment confirmations',
            content:
              '<p>When another player pays you, confirm whether the money arrived. If it did not, attach a ' +
              'screenshot of your account as proof.</p>',
          },
        },
      },
    ],
  },
  {
    tag: 'agreement',
    titles: { EN: 'Terms', CN: '条款', VI: 'Điều khoản', TW: '條款' },
    articles: [
      {
        tag: 'agreement',
        texts: {
          EN: {
            title: 'User agreement',
            content:
              '<h2>User agreement</h2><p>You must be of legal age to play. One account per person.</p>' +
              '<p><a href="https://example.com/terms" target="_blank">Full terms</a></p>',
          },
          CN: { title: '用户协议', content: '<h2>用户协议</h2><p>您必须已达到法定年龄。每人仅限一个账户。</p>' },
          VI: { title: 'Thỏa thuận người dùng', content: '<h2>Thỏa thuận</h2><p>Bạn phải đủ tuổi hợp pháp.</p>' },
        },
      },
      {
        tag: 'terms',
        texts: {
          EN: { title: 'Terms and conditions', content: '<p>Promotions follow their own rules.</p>' },
          VI: { title: 'Điều khoản và điều kiện', content: '<p>Khuyến mãi tuân theo quy định riêng.</p>' },
        },
      },
      {
        tag: 'privacy',
        texts: {
          EN: {
            title: 'Privacy',
            content: `<p>We keep your data for as long as the law asks.</p>${unsafeTail}`,
          },
        },
      },
    ],
  },
];
