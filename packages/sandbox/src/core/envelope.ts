import type { Envelope } from '@platform/api-client/contract';

// The platform's answer, `{ success, value, message, errorCode }` (ARCHITECTURE.md "Wire format"), written here and
// nowhere else in the sandbox: the contract pipeline, the control API, the stand-ins, the game page and the
// transport refusals (CORS, unreadable requests) all answer through these two.

/** A success: the value, no message, no error code. */
export function successEnvelope<T>(value: T): Envelope<T> {
  return { success: true, value, message: null, errorCode: null };
}

/** A refusal: its error code, a message for a developer (the code when there is none) and optional details. */
export function failureEnvelope(errorCode: string, message?: string | null, value: unknown = null): Envelope<unknown> {
  return { success: false, value, message: message ?? errorCode, errorCode };
}

/** The success envelope around a value already serialised to JSON (the read cache's answers). */
export function serializedSuccess(json: string): string {
  return `{"success":true,"value":${json},"message":null,"errorCode":null}`;
}
