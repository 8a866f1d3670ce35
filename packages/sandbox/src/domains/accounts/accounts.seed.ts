import { hashPassword, type NewCustomer } from '../../core/accounts';
import type { MerchantRow } from '../../core/rows';
import type { SandboxRuntime } from '../../core/runtime';
import { socialTestIdentities } from '../stand-ins/firebase.identities';
import { playerSettings } from '../system/merchant.settings';
import { moveMoney } from '../wallet/wallet.service';
import { createPlayer, type PlayerExtras } from './customers';

/** The password of every demo account (defaultpw01 excepted), and their payment password. */
export const demoPassword = 'Demo1234';
export const demoPaymentPassword = 'Pay1234';
/** The authenticator secret of twofactor03 (method G): add it to any authenticator app (base32). */
export const demoTotpSecret = 'JBSWY3DPEHPK3PXP';

interface DemoAccount {
  username: string;
  customer: Omit<NewCustomer, 'merchantCode' | 'username' | 'password'>;
  extras?: PlayerExtras;
  /** Opening balance in the merchant's unit (multiplied by its money scale). */
  balance: number;
  /** Only on these merchants. */
  only?: string[];
}

/** Mobile numbers that pass each merchant's mobile rule: CN 11 digits from 13x, VN 10 digits from 09x. */
function mobileOf(merchant: MerchantRow, n: number): string {
  return merchant.code === 'VERDE' ? `09120000${String(n).padStart(2, '0')}` : `138000000${String(n).padStart(2, '0')}`;
}

function demoAccounts(merchant: MerchantRow): DemoAccount[] {
  const labels = playerSettings(merchant).clubLabels;
  const label = (rank: number) => {
    const l = labels.find((x) => x.rankLevel === rank);
    return l
      ? { labelId: l.labelId, labelName: l.labelName, color: l.color, type: 'AUTO', rankLevel: l.rankLevel }
      : null;
  };
  const email = (name: string) => `${name}@${merchant.code.toLowerCase()}.example`;
  const affiliate = merchant.code === 'VERDE' ? 'VE8001' : 'AU8001';
  return [
    {
      username: 'member01',
      customer: {
        nickname: 'Lucky Star',
        email: email('member01'),
        mobile: mobileOf(merchant, 1),
        payeeName: 'Member One',
      },
      extras: { club_label: label(3), member_label: 'VIP3', qq_num: '10001001' },
      balance: 5000,
    },
    {
      username: 'agent01',
      customer: {
        isAgent: 1,
        memberType: 4,
        nickname: 'Top Agent',
        email: email('agent01'),
        mobile: mobileOf(merchant, 2),
      },
      extras: { affiliate_code: affiliate, club_label: label(4), member_label: 'AGENT' },
      balance: 20000,
    },
    { username: 'trial01', customer: { isAgent: 4, nickname: 'Guest' }, balance: 2000 },
    {
      username: 'expired01',
      customer: { passwordExpired: true, email: email('expired01'), mobile: mobileOf(merchant, 4) },
      balance: 1000,
    },
    {
      username: 'defaultpw01',
      customer: { passwordIsDefault: true, mobile: mobileOf(merchant, 5) },
      balance: 500,
      only: ['VERDE'],
    },
    { username: 'twofactor01', customer: { secondFactor: 'S', mobile: mobileOf(merchant, 6) }, balance: 800 },
    { username: 'twofactor02', customer: { secondFactor: 'E', email: email('twofactor02') }, balance: 800 },
    { username: 'twofactor03', customer: { secondFactor: 'G' }, extras: { totp_secret: demoTotpSecret }, balance: 800 },
    { username: 'twofactor04', customer: { secondFactor: 'P', payeeName: 'Zhang Wei' }, balance: 800 },
    {
      username: 'payer01',
      customer: { nickname: 'Payer', mobile: mobileOf(merchant, 9), payeeName: 'Payer One' },
      balance: 3000,
    },
  ];
}

/**
 * A new player of `merchant` with the demo passwords and member01's opening balance and nothing else (no bets, no
 * friends, no limits): for tests that need a player of their own (control API `POST /__control/players`).
 */
export async function createFreshPlayer(runtime: SandboxRuntime, merchant: MerchantRow, username: string) {
  const settings = playerSettings(merchant);
  const customer = await createPlayer(
    runtime.db,
    merchant,
    runtime.clock.now(),
    {
      merchantCode: merchant.code,
      username,
      password: demoPassword,
      paymentPassword: demoPaymentPassword,
      nickname: username,
      firstLogin: false,
      balance: 5000 * settings.moneyScale,
    },
    { register_method: 'WEB' },
  );
  return { username: customer.username, customerId: customer.id };
}

/**
 * The demo accounts of every merchant (README "Demo accounts"): one per role and per special login path. The
 * centres' seeds find agent01, member01 and trial01 by name and add downline, contracts and points.
 */
export async function seedAccounts(runtime: SandboxRuntime): Promise<void> {
  const now = runtime.clock.now();
  const [passwordHash, paymentPasswordHash] = await Promise.all([
    hashPassword(demoPassword),
    hashPassword(demoPaymentPassword),
  ]);
  for (const merchant of runtime.merchants.values()) {
    if (!merchant.settings.player) continue;
    const settings = playerSettings(merchant);
    const defaultHash = await hashPassword(settings.defaultPhonePassword);
    const created = new Map<string, number>();
    for (const account of demoAccounts(merchant)) {
      if (account.only && !account.only.includes(merchant.code)) continue;
      const isDefault = account.customer.passwordIsDefault === true;
      const customer = await createPlayer(
        runtime.db,
        merchant,
        now,
        {
          ...account.customer,
          merchantCode: merchant.code,
          username: account.username,
          password: isDefault ? settings.defaultPhonePassword : demoPassword,
          passwordHash: isDefault ? defaultHash : passwordHash,
          paymentPasswordHash,
          firstLogin: account.username !== 'member01',
          balance: account.balance * settings.moneyScale,
        },
        { register_method: 'WEB', ...account.extras },
      );
      created.set(account.username, customer.id);
    }
    // A little money in a vendor wallet, so the transfer page has something to move back (transfer merchants).
    const member = created.get('member01');
    if (member && settings.walletMode === 'TRANSFER') {
      await moveMoney(runtime.db, { customerId: member, walletCode: 'PT', amount: 300, txType: 'SEED', now });
    }
    for (const identity of socialTestIdentities) {
      const owner = identity.boundTo ? created.get(identity.boundTo) : undefined;
      if (!owner) continue;
      await runtime.db.query(
        `INSERT INTO social_identities (merchant_code, channel, subject, customer_id, email, display_name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [merchant.code, identity.channel, identity.subject, owner, identity.email, identity.displayName, now],
      );
    }
  }
}
