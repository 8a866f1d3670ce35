/** Base of every error ui-kit throws. */
export class UiKitError extends Error {
  override name = 'UiKitError';
}

/** A hook was used outside the provider it needs (`useToast` without `ToastProvider`). */
export class MissingProviderError extends UiKitError {
  override name = 'MissingProviderError';
  readonly hook: string;
  readonly provider: string;

  constructor(hook: string, provider: string) {
    super(`${hook}() needs a <${provider}> above it.`);
    this.hook = hook;
    this.provider = provider;
  }
}

/** True for any ui-kit error, also across realms (iframes), where instanceof fails. */
export function isUiKitError(error: unknown): error is UiKitError {
  return (
    error instanceof UiKitError ||
    (error instanceof Error && ['UiKitError', 'MissingProviderError'].includes(error.name))
  );
}

export function isMissingProviderError(error: unknown): error is MissingProviderError {
  return error instanceof MissingProviderError || (error instanceof Error && error.name === 'MissingProviderError');
}
