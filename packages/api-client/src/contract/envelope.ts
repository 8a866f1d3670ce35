import { z } from 'zod';

/** Every response of the platform: `{ success, value, message, errorCode }`. */
export function envelopeOf<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    value: value.nullable(),
    message: z.string().nullable(),
    errorCode: z.string().nullable(),
  });
}

export interface Envelope<T> {
  success: boolean;
  value: T | null;
  message: string | null;
  errorCode: string | null;
}

/** The failure envelope. Its `value` may carry details (maintenance window, recommended games...). */
export const failureEnvelope = z.object({
  success: z.literal(false),
  value: z.unknown().nullable(),
  message: z.string().nullable(),
  errorCode: z.string().nullable(),
});
