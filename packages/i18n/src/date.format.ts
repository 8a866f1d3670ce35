import { FormatError } from './i18n.errors';
import { defaultLanguage, htmlLang, type Language } from './language';

export type DateStyle = 'date' | 'dateTime' | 'time';

export interface FormatDateOptions {
  /** Whose conventions to use. @default defaultLanguage ('CN') */
  language?: Language;
  /** 'date' 2024/05/01, 'dateTime' with 24-hour time to the second, 'time' the time alone. @default 'dateTime' */
  style?: DateStyle;
  /** An IANA time zone ('Asia/Bangkok'). @default the runtime's zone */
  timeZone?: string;
}

const date: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };

const styleOptions: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  date,
  dateTime: { ...date, ...time },
  time,
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: Language, style: DateStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  const cacheKey = `${language}|${style}|${timeZone ?? ''}`;
  let format = dateFormats.get(cacheKey);
  if (!format) {
    // Gregorian years and Latin digits in every language (Thai would otherwise count Buddhist-era years), so a
    // record's date reads the same as the date pickers and the server's own ranges.
    format = new Intl.DateTimeFormat(htmlLang[language], {
      ...styleOptions[style],
      calendar: 'gregory',
      numberingSystem: 'latn',
      timeZone,
    });
    dateFormats.set(cacheKey, format);
  }
  return format;
}

/** A Date from what servers send: a Date, epoch milliseconds (number or digits), ISO or "YYYY-MM-DD HH:mm:ss". */
function toDate(value: Date | number | string): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'number') return new Date(value);
  const text = value.trim();
  if (/^-?\d+$/.test(text)) return new Date(Number(text));
  // "2024-05-01 13:45:00" is not ISO; Safari refuses it, so make it the ISO local form first.
  return new Date(text.replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2'));
}

/**
 * A date, date-time or time in `language`'s conventions through Intl.DateTimeFormat.
 * @throws FormatError when the value is not a valid date
 * @throws RangeError from Intl for an unknown time zone
 */
export function formatDate(value: Date | number | string, options: FormatDateOptions = {}): string {
  const { language = defaultLanguage, style = 'dateTime', timeZone } = options;
  const parsed = toDate(value);
  if (Number.isNaN(parsed.getTime())) throw new FormatError(`Cannot format ${String(value)}: not a valid date`, value);
  return dateFormat(language, style, timeZone).format(parsed);
}
