// What every operation of the OpenAPI document shares: the headers, the refusals before any business rule (by HTTP
// status) and the encrypted-body scheme.

export type JsonSchema = Record<string, unknown>;

export const commonHeaders = [
  { name: 'Merchant', in: 'header', required: true, schema: { type: 'string' }, description: 'Merchant code.' },
  {
    name: 'Device',
    in: 'header',
    required: false,
    schema: { type: 'string', const: 'web', default: 'web' },
    description: 'Always web; another value answers 400 request.invalid.',
  },
  {
    name: 'Language',
    in: 'header',
    required: false,
    schema: { type: 'string', enum: ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'] },
    description: "The player's language; absent, the merchant's default. Another value answers 400 request.invalid.",
  },
];

/** Why a request is refused before any business rule runs, by HTTP status: the `errorCode` each one carries. */
export const transportFailures = {
  '400': {
    response: 'BadRequest',
    description: 'The request breaks the contract: a body, query or header outside its schema, or an unknown merchant.',
    codes: ['request.invalid', 'merchant.unknown'],
  },
  '405': {
    response: 'MethodNotAllowed',
    description: 'A known path called with another method; the Allow header names the right one.',
    codes: ['endpoint.unknown'],
  },
  '413': {
    response: 'PayloadTooLarge',
    description: 'The body is larger than the server accepts.',
    codes: ['request.invalid'],
  },
  '415': {
    response: 'UnsupportedMediaType',
    description: 'The body is not sent as the media type this operation declares.',
    codes: ['request.invalid'],
  },
  '431': {
    response: 'RequestHeaderFieldsTooLarge',
    description: 'The URL or the headers are too long (over 16 KB).',
    codes: ['request.invalid'],
  },
} as const satisfies Record<string, { response: string; description: string; codes: readonly string[] }>;

/** The extra 400 codes of an encrypted operation (components.securitySchemes.encryptedBody). */
export const encryptionFailureCodes = ['request.encryption.required', 'request.encryption.invalid'] as const;

/** components.schemas name of an encrypted operation's plaintext. */
export function plaintextSchemaName(groupName: string, name: string): string {
  return `Plaintext_${groupName}_${name}`;
}

export const ENCRYPTION_DESCRIPTION = [
  'Hybrid encryption of a sensitive post. Every parameter:',
  '',
  "1. Get the merchant's key with `GET /wps/system/publicKey`: `publicKey` is an RSA public key (2048-bit modulus) as",
  '   base64 of its DER SubjectPublicKeyInfo (SPKI), no PEM armour. `keyId` names that key pair; it is not sent with',
  '   requests. Cache the imported key under `keyId` and fetch the key again when a post answers',
  '   `request.encryption.invalid` (the merchant rotated its keys).',
  '2. Make a fresh random 32-byte AES-256 key for each request.',
  '3. `Encryption` header: base64 of that AES key encrypted with RSA-OAEP, hash SHA-256, MGF1 with SHA-256, no label',
  "   (SHA-1, Node's default for `publicEncrypt`, is refused).",
  '4. Body: `{ "value": base64(iv ‖ ciphertext ‖ tag) }`, where iv is 12 random bytes, ciphertext is AES-256-GCM of',
  "   the UTF-8 JSON of the plaintext (the schema named in the operation's `x-plaintext`, also in components.schemas as",
  '   `Plaintext_<group>_<operation>`), no additional authenticated data, and tag is the 16-byte GCM tag (WebCrypto and',
  "   Node's `getAuthTag()` give it; append it after the ciphertext).",
  '',
  'A post in plain text answers 400 `request.encryption.required`; one that cannot be unwrapped or authenticated 400',
  '`request.encryption.invalid`. `@platform/crypto` (`encryptPayload`) implements exactly this.',
].join('\n');

export function failureResponse(description: string, codes: readonly string[]): JsonSchema {
  return {
    description,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['success', 'value', 'message', 'errorCode'],
          properties: {
            success: { const: false },
            value: { type: 'null' },
            message: { type: 'string', description: 'Names the first problem, for a developer (not for players).' },
            errorCode: { type: 'string', enum: [...codes] },
          },
        },
      },
    },
  };
}
