import type { AutoRegisterInput, BindDetails, SocialArguments } from '../accounts.types';

export interface SocialFlags {
  FIREBASECREATEACC3: boolean;
  SSOMANUALREG3: boolean;
}

/** How a new account is made for an unbound identity: the register form, or at once by autoRegister. */
export type SocialRegisterMode = 'form' | 'auto';

/**
 * The flags that offer a new registration for an unbound identity (player-site §4), first match wins: SSOMANUALREG3
 * opens the register form instead of auto-registering; FIREBASECREATEACC3 auto-registers.
 */
export const SOCIAL_REGISTER_TABLE: readonly { flag: keyof SocialFlags; mode: SocialRegisterMode }[] = [
  { flag: 'SSOMANUALREG3', mode: 'form' },
  { flag: 'FIREBASECREATEACC3', mode: 'auto' },
];

/**
 * What bind_customer_required offers: logging in to an existing account always; a new registration only under one
 * of the flags, and only when the server agrees (`canRegister`: it applies the same flags, and may refuse for its
 * own reasons). The server's `manualRegister` also sends the player to the form.
 */
export function socialRegisterMode(flags: SocialFlags, details: BindDetails): SocialRegisterMode | null {
  const row = SOCIAL_REGISTER_TABLE.find((entry) => flags[entry.flag]);
  if (!row || !details.canRegister) return null;
  return details.manualRegister ? 'form' : row.mode;
}

export interface AutoRegisterContext {
  social: SocialArguments;
  attribution: { affiliateCode?: string; referralCode?: string };
  /** The page the player registers from (registerUrl) and its host (domain). */
  location: { href: string; hostname: string };
}

/** The auto-register payload of player-site §3: registerUrl, WEB, affiliateCode, domain, referralCode, channel, token, login. */
export function autoRegisterPayload({ social, attribution, location }: AutoRegisterContext): AutoRegisterInput {
  return {
    registerUrl: location.href,
    registerMethod: 'WEB',
    domain: location.hostname,
    ...(attribution.affiliateCode ? { affiliateCode: attribution.affiliateCode } : {}),
    ...(attribution.referralCode ? { referralCode: attribution.referralCode } : {}),
    firebaseChannel: social.firebaseChannel,
    firebaseIdToken: social.firebaseIdToken,
    login: true,
  };
}
