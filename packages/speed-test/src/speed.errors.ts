/** Base class of every error this package throws. */
export class SpeedTestError extends Error {
  override name = 'SpeedTestError';
}

/** A candidate that is neither a host name nor an http(s) origin. */
export class InvalidDomainError extends SpeedTestError {
  override name = 'InvalidDomainError';
  readonly domain: string;

  constructor(domain: string) {
    super(`Not a host name or http(s) origin: ${JSON.stringify(domain)}`);
    this.domain = domain;
  }
}

// The guards fall back to `name` so errors from another realm (an iframe, a second copy of the package) still match.
export function isSpeedTestError(error: unknown): error is SpeedTestError {
  return (
    error instanceof SpeedTestError ||
    (error instanceof Error && (error.name === 'SpeedTestError' || error.name === 'InvalidDomainError'))
  );
}

export function isInvalidDomainError(error: unknown): error is InvalidDomainError {
  return error instanceof InvalidDomainError || (error instanceof Error && error.name === 'InvalidDomainError');
}
