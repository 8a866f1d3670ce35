import { z } from 'zod';
import { endpoint } from './define';

export const publicKey = z.object({
  /** The merchant's RSA-OAEP public key, SPKI, base64. Sensitive posts wrap their AES key with it. */
  publicKey: z.string().min(1),
  /** Changes when the merchant rotates its key pair. */
  keyId: z.string().min(1),
});

/** Examples of the pattern; the rest of the group follows it. */
export const system = {
  publicKey: endpoint({
    method: 'GET',
    path: '/wps/system/publicKey',
    summary: "The merchant's public key for encrypting sensitive posts",
    input: z.object({}),
    output: publicKey,
    access: 'public',
  }),
} as const;
