import { createPublicKey, generateKeyPair, type KeyObject, randomBytes, sign, verify } from 'node:crypto';
import { ApiFailure } from '../../core/failure';
import type { MerchantRow } from '../../core/rows';
import { playerLimits } from '../shared/player.constants';
import { playerSettings } from '../system/merchant.settings';

export type SocialChannel = 'google' | 'facebook' | 'twitter' | 'line' | 'sms';

export interface SocialIdentity {
  channel: SocialChannel;
  /** The provider's stable user id (`sub`). */
  subject: string;
  email: string | null;
  displayName: string | null;
  phoneNumber: string | null;
}

/** Firebase's sign_in_provider values per channel. */
const providers: Record<SocialChannel, string> = {
  google: 'google.com',
  facebook: 'facebook.com',
  twitter: 'twitter.com',
  line: 'oidc.line',
  sms: 'phone',
};

/**
 * Social identity behind Firebase Authentication's interface: id tokens are RS256 JWTs with Firebase's claims
 * (`iss`, `aud` = project id, `sub`, `firebase.sign_in_provider`). The stand-in signs them with its own key (public
 * keys at /stand-in/firebase/jwks); a real project verifies Google's tokens against Google's keys instead, with the
 * same checks.
 */
export interface SocialIdentityService {
  issue(merchant: MerchantRow, identity: SocialIdentity, now: number): Promise<{ idToken: string; expiresAt: number }>;
  /** Verifies signature, issuer, audience, expiry and provider; throws `social.token.invalid`. */
  verify(merchant: MerchantRow, idToken: string, now: number): Promise<SocialIdentity>;
  jwks(): Promise<{ keys: Record<string, unknown>[] }>;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function createSocialIdentityService(): SocialIdentityService {
  let keys: Promise<{ privateKey: KeyObject; publicKey: KeyObject; kid: string }> | undefined;
  const keyPair = () => {
    keys ??= new Promise((resolve, reject) =>
      generateKeyPair('rsa', { modulusLength: 2048 }, (error, publicKey, privateKey) =>
        error ? reject(error) : resolve({ publicKey, privateKey, kid: randomBytes(8).toString('hex') }),
      ),
    );
    return keys;
  };
  const issuerOf = (merchant: MerchantRow) =>
    `https://securetoken.sandbox/${playerSettings(merchant).firebase.projectId}`;
  const invalid = (why: string) => new ApiFailure('social.token.invalid', `The sign-in token is not valid (${why}).`);

  return {
    async issue(merchant, identity, now) {
      const { privateKey, kid } = await keyPair();
      const iat = Math.floor(now / 1000);
      const exp = Math.floor((now + playerLimits.socialTokenTtlMs) / 1000);
      const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
      const payload = b64url(
        JSON.stringify({
          iss: issuerOf(merchant),
          aud: playerSettings(merchant).firebase.projectId,
          auth_time: iat,
          iat,
          exp,
          sub: identity.subject,
          user_id: identity.subject,
          email: identity.email ?? undefined,
          name: identity.displayName ?? undefined,
          phone_number: identity.phoneNumber ?? undefined,
          firebase: { sign_in_provider: providers[identity.channel], identities: {} },
        }),
      );
      const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), privateKey);
      return { idToken: `${header}.${payload}.${b64url(signature)}`, expiresAt: exp * 1000 };
    },
    async verify(merchant, idToken, now) {
      const [header, payload, signature, extra] = idToken.split('.');
      if (!header || !payload || !signature || extra !== undefined) throw invalid('malformed');
      const { publicKey } = await keyPair();
      let claims: Record<string, unknown>;
      try {
        const ok = verify(
          'RSA-SHA256',
          Buffer.from(`${header}.${payload}`),
          publicKey,
          Buffer.from(signature, 'base64url'),
        );
        if (!ok) throw invalid('signature');
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch (error) {
        if (error instanceof ApiFailure) throw error;
        throw invalid('malformed');
      }
      if (claims.iss !== issuerOf(merchant) || claims.aud !== playerSettings(merchant).firebase.projectId) {
        throw invalid('issued for another project');
      }
      if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) throw invalid('expired');
      const provider = (claims.firebase as { sign_in_provider?: string } | undefined)?.sign_in_provider;
      const channel = (Object.keys(providers) as SocialChannel[]).find((c) => providers[c] === provider);
      if (!channel || typeof claims.sub !== 'string') throw invalid('unknown provider');
      return {
        channel,
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : null,
        displayName: typeof claims.name === 'string' ? claims.name : null,
        phoneNumber: typeof claims.phone_number === 'string' ? claims.phone_number : null,
      };
    },
    async jwks() {
      const { publicKey, kid } = await keyPair();
      const jwk = createPublicKey(publicKey).export({ format: 'jwk' });
      return { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] };
    },
  };
}
