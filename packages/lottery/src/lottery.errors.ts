/** Base class of every error this package throws. */
export class LotteryError extends Error {
  override name = 'LotteryError';
}

/** No cryptographic random source: quick picks refuse to fall back to a predictable one. */
export class NoSecureRandomError extends LotteryError {
  override name = 'NoSecureRandomError';

  constructor() {
    super('No cryptographic random source (crypto.getRandomValues) is available; pass one as `random`.');
  }
}

// The guards fall back to `name` so errors from another realm (an iframe, a second copy of the package) still match.
export function isLotteryError(error: unknown): error is LotteryError {
  return (
    error instanceof LotteryError ||
    (error instanceof Error && (error.name === 'LotteryError' || error.name === 'NoSecureRandomError'))
  );
}

export function isNoSecureRandomError(error: unknown): error is NoSecureRandomError {
  return error instanceof NoSecureRandomError || (error instanceof Error && error.name === 'NoSecureRandomError');
}
