/**
 * Reporting a failure: one handler per behaviour of the error table, and the "once per session" rule for the
 * session-ending ones. Every behaviour with its own callback falls back to `onMessage` when the product did not give
 * that callback, so a player always learns something; quiet calls never reach `onMessage`.
 */
import {
  type ApiError,
  type DomainUnavailableError,
  errorValueOf,
  isMaintenanceError,
  type MaintenanceError,
  type SessionEndedError,
} from './api.errors';
import type { ResolvedConfig } from './client.config';
import { MESSAGE_KEYS } from './client.constants';
import type { ErrorBehaviour } from './error.table';

export interface ReportContext {
  /** The endpoint is quiet, or the caller asked for quiet. */
  quiet: boolean;
  /** The token the failed call carried. */
  token: string | null;
  /** When the call started (for the logger's duration). */
  startedAt: number;
}

type Fallback = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS];

function withoutQuery(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? url : url.slice(0, index);
}

export function createReporter(resolved: ResolvedConfig) {
  const { config } = resolved;
  // The session is identified by its token; "no token" counts as one session too (a visitor's calls).
  let ended = false;
  let endedToken: string | null = null;

  function message(error: ApiError, context: ReportContext, fallback: Fallback, tone: 'error' | 'warning' = 'error') {
    if (context.quiet || !config.onMessage) return;
    // Some servers echo the code as the message; that is no text for a player.
    const text = error.serverMessage && error.serverMessage !== error.code ? error.serverMessage : undefined;
    config.onMessage(text ? { text, tone, error } : { key: fallback.key, text: fallback.text, tone, error });
  }

  const handlers: Record<ErrorBehaviour, (error: ApiError, context: ReportContext) => void> = {
    endSession(error, context) {
      if (ended && (context.token === endedToken || context.token === null)) return;
      ended = true;
      endedToken = context.token;
      message(error, context, MESSAGE_KEYS.sessionEnded);
      config.onSessionEnded?.(error as SessionEndedError);
    },
    silent() {},
    timeoutMessage(error, context) {
      message(error, context, MESSAGE_KEYS.timeout);
    },
    log(error, context) {
      const url = withoutQuery(error.url);
      resolved.logger.warn(`[@platform/api-client] HTTP ${error.status} on ${error.method} ${url}`, {
        endpoint: error.endpoint,
        method: error.method,
        url,
        status: error.status,
        code: error.code,
        durationMs: resolved.now() - context.startedAt,
      });
    },
    vendorMaintenance(error, context) {
      if (!config.onVendorMaintenance) return message(error, context, MESSAGE_KEYS.unknown, 'warning');
      const value = errorValueOf(error, 'vendor_under_maintenance') ?? null;
      config.onVendorMaintenance({
        message: error.serverMessage,
        showRecommendedGames: value?.resType === 1,
        value,
        error,
      });
    },
    depositPrompt(error, context) {
      if (!config.onDepositPrompt) return message(error, context, MESSAGE_KEYS.unknown, 'warning');
      config.onDepositPrompt(error);
    },
    domainUnavailable(error, context) {
      if (!config.onDomainUnavailable) return message(error, context, MESSAGE_KEYS.network);
      config.onDomainUnavailable(error as DomainUnavailableError);
    },
    network(error, context) {
      message(error, context, MESSAGE_KEYS.network);
    },
    maintenance(error, context) {
      if (!config.onMaintenance || !isMaintenanceError(error)) return message(error, context, MESSAGE_KEYS.unknown);
      config.onMaintenance({ ...(error as MaintenanceError).info, error });
    },
    message(error, context) {
      message(error, context, MESSAGE_KEYS.unknown);
    },
  };

  return {
    /**
     * The token to send: none once its session was reported ended (it would only fail again). A different token
     * starts a new session, so its end is reported again.
     */
    usableToken(token: string | null | undefined): string | null {
      const current = token || null;
      if (!ended) return current;
      if (current !== null && current !== endedToken) {
        ended = false;
        return current;
      }
      return null;
    },
    report(error: ApiError, context: ReportContext): void {
      handlers[error.behaviour](error, context);
    },
  };
}
