import type { Translator } from '@platform/i18n';

/** Minutes as players say them: "42 min", "1 h 5 min" (in the player's language). */
export function formatMinutes(t: Translator, total: number): string {
  const minutes = Math.max(0, Math.floor(total));
  if (minutes < 60) return t('responsibleGaming.minutes', { minutes });
  return t('responsibleGaming.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** A clock reading of minutes, "0:42" or "12:05", for the account bar's session timer. */
export function clockOf(total: number): string {
  const minutes = Math.max(0, Math.floor(total));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The share of a limit used, 0 to 100 (a limit of 0 is wholly used). */
export function usedPercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((used / limit) * 100)));
}
