export type { DateStyle, FormatDateOptions } from './date.format';
export { formatDate } from './date.format';
export {
  FormatError,
  I18nError,
  isFormatError,
  isI18nError,
  isUnsupportedLanguageError,
  UnsupportedLanguageError,
} from './i18n.errors';
export type { Language } from './language';
export { defaultLanguage, htmlLang, isLanguage, languageEndonyms, languageFromTag, languages } from './language';
export type { ResolveLanguageOptions } from './language.resolve';
export { resolveInitialLanguage } from './language.resolve';
export type { LanguageStorage } from './language.storage';
export { languageStorageKey, readRememberedLanguage, rememberLanguage } from './language.storage';
export { isMessageKey, messageKeys } from './messages.keys';
export type { CatalogueImporter } from './messages.load';
export { createMessageLoader, loadMessages } from './messages.load';
export { createTranslator, placeholdersOf, translate } from './messages.translate';
export type { MessageKey, MessageParams, Messages, Translator } from './messages.types';
export { currencyDigits, defaultMoneyDigits } from './money.digits';
export type { CurrencyPosition, FormatMoneyOptions } from './money.format';
export { formatMoney } from './money.format';
export { roundHalfUp } from './money.round';
export type { FormatNumberOptions } from './number.format';
export { formatNumber } from './number.format';
