export { CRYPTO_CONSTANTS, DEVICE_ID_CONSTANTS, DEVICE_ID_LENGTH } from './crypto.constants.ts';
export {
  CryptoError,
  CryptoUnavailableError,
  InvalidKeyError,
  isCryptoError,
  isCryptoUnavailableError,
  isInvalidKeyError,
  isMalformedPayloadError,
  isTamperedPayloadError,
  isWrongKeyError,
  MalformedPayloadError,
  TamperedPayloadError,
  WrongKeyError,
} from './crypto.errors.ts';
export type { EncryptedRequest, EncryptedRequestInput } from './crypto.hybrid.ts';
export { decryptPayload, encryptPayload } from './crypto.hybrid.ts';
export { generateKeyPair, importPrivateKey, importPublicKey } from './crypto.keys.ts';
export type { FingerprintEnvironment } from './device-id.browser.ts';
export { createDocumentCookies, createFingerprint } from './device-id.browser.ts';
export { isValidDeviceId, resolveDeviceId } from './device-id.ts';
export type { DeviceIdCookies, DeviceIdSources, DeviceIdStorage } from './device-id.types.ts';
