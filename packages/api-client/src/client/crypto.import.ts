/** Imports @platform/crypto on demand: in a browser app, the encryption and the device id become a chunk of their own. */
export const importCrypto = () => import('@platform/crypto');
