import type { ErrorCode } from '@platform/api-client/contract';

/**
 * A business failure a handler throws: the sandbox answers the envelope
 * `{ success: false, value, message, errorCode }` with `status` (200 unless said otherwise, as the platform does).
 */
export class ApiFailure extends Error {
  override name = 'ApiFailure';
  readonly code: ErrorCode;
  readonly status: number;
  readonly value: unknown;

  constructor(code: ErrorCode, message?: string, options: { status?: number; value?: unknown } = {}) {
    super(message ?? code);
    this.code = code;
    this.status = options.status ?? 200;
    this.value = options.value ?? null;
  }
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure || (error instanceof Error && error.name === 'ApiFailure');
}
