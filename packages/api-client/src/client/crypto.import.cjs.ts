/**
 * The CommonJS build's `importCrypto` (tsup.config.ts swaps it in): a plain `require` of crypto's CommonJS build, the
 * same copy the program's own `require` gets, and nothing a CommonJS loader without `import()` support (Jest) trips
 * on. Node programs do not ship chunks, so loading it with the client costs them nothing.
 */
import * as crypto from '@platform/crypto';

export const importCrypto = () => Promise.resolve(crypto);
