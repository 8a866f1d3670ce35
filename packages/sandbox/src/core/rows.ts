/** Rows of the core tables (see base.sql). Columns are snake_case; times are epoch milliseconds (bigint). */

export interface MerchantRow {
  code: string;
  name: string;
  currency: string;
  currency_symbol: string;
  /** F or empty: symbol in front; B: behind. */
  currency_position: string;
  default_language: string;
  /** Whitelabel flags as the platform sends them (values are strings). */
  flags: Record<string, string>;
  /** Everything else a merchant configures (registration field config, SMS, resources, templates...). */
  settings: Record<string, unknown>;
  public_key: string;
  private_key: string;
  key_id: string;
  /** null, or the maintenance window: { message, maintainTime, endTime }. */
  maintenance: { message: string; maintainTime: number; endTime: number } | null;
  region_restricted: boolean;
  created_at: number;
}

export interface CustomerRow {
  id: number;
  merchant_code: string;
  username: string;
  password_hash: string;
  payment_password_hash: string | null;
  nickname: string | null;
  email: string | null;
  mobile: string | null;
  payee_name: string | null;
  /** The session's isAgent value: 0, 1, 2 members; 4 trial; 40, 41, 42 (spec roles). */
  is_agent: number;
  /** Member info `type`: 4 means agent (the other reading of 4, spec §6). */
  member_type: number;
  parent_id: number | null;
  to_upline: number;
  club_label: Record<string, unknown> | null;
  member_label: string | null;
  language: string | null;
  password_is_default: boolean;
  password_expired: boolean;
  /** null, or the second factor asked at login: E e-mail, G authenticator, S SMS, P payee name. */
  second_factor: string | null;
  first_login: boolean;
  status: string;
  points: number;
  created_at: number;
  last_login_at: number | null;
}

export interface SessionRow {
  /** SHA-256 (hex) of the login token (`hashToken`); the token itself is never stored. */
  token_hash: string;
  customer_id: number;
  merchant_code: string;
  ip: string;
  device_id: string | null;
  created_at: number;
  expires_at: number;
  /** null while valid; else why it ended (logout, replaced, expired). */
  ended_reason: string | null;
}

/** A message in a player's inbox (core table `inbox_messages`). */
export interface InboxMessageRow {
  id: number;
  customer_id: number;
  /** INBOX (personal), NOTICE (platform message copied to the player), SYSTEM (generated). */
  category: string;
  title: string;
  content: string;
  read_at: number | null;
  deleted_at: number | null;
  created_at: number;
}

/** A deposit or withdrawal request (core table `fund_requests`). */
export interface FundRequestRow {
  id: number;
  customer_id: number;
  kind: 'DEPOSIT' | 'WITHDRAW';
  amount: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  channel: string | null;
  remarks: string | null;
  created_at: number;
  decided_at: number | null;
}
