// `pnpm --filter @platform/ui-kit bench`: what each part of the kit costs a page, minified and gzipped, with React
// left out (size.measure.ts): the primitives one by one, then the widgets in the groups a route imports together,
// each beside its budget from ARCHITECTURE.md.

import { budgets, kb, measureKit } from './size.measure.ts';

const entries: Record<string, string[]> = {
  'Button alone': ['Button'],
  'Text fields + password': ['TextField', 'TextArea', 'PasswordField'],
  'Select (Radix)': ['Select'],
  'Checkbox + radio group': ['Checkbox', 'RadioGroup'],
  'Dialog + ConfirmDialog': ['Dialog', 'ConfirmDialog'],
  'Toast stack': ['ToastProvider', 'useToast'],
  Tabs: ['Tabs'],
  Pagination: ['Pagination'],
  Carousel: ['Carousel'],
  'Image picker': ['ImagePicker'],
  'QR code': ['QrCode'],
  SafeHtml: ['SafeHtml'],
  'Floating button': ['FloatingButton'],
  'All primitives': [
    'Badge',
    'Button',
    'Carousel',
    'Checkbox',
    'ConfirmDialog',
    'CountdownText',
    'Dialog',
    'EmptyState',
    'FloatingButton',
    'I18nProvider',
    'IconButton',
    'ImagePicker',
    'LoadingCover',
    'Pagination',
    'PasswordField',
    'QrCode',
    'RadioGroup',
    'SafeHtml',
    'Select',
    'Skeleton',
    'Tabs',
    'TextArea',
    'TextField',
    'ToastProvider',
  ],
  'Whole package (with widgets)': [],
};

/** The widgets in the groups a route would import together. */
const widgetGroups: Record<string, { names: string[]; budgetKb: number }> = {
  'Home shell (info bar, language, banners, entry block, cards)': {
    names: ['InfoBar', 'LanguagePicker', 'BannerCarousel', 'GamesEntryBlock', 'GameCategoryCard', 'I18nProvider'],
    budgetKb: budgets.homeRouteKb,
  },
  'Login widget': { names: ['LoginWidget'], budgetKb: budgets.lazyChunkKb },
  'Registration form (/register)': { names: ['RegistrationForm'], budgetKb: budgets.lazyChunkKb },
  'Password + second-factor dialogs': {
    names: ['ForgotPasswordDialog', 'ChangePasswordDialog', 'SecondFactorDialog'],
    budgetKb: budgets.lazyChunkKb,
  },
  'Lobby (/electron: grid, strip, popup)': {
    names: ['GameGrid', 'VendorStrip', 'GamePopup', 'GameTile'],
    budgetKb: budgets.lazyChunkKb,
  },
  'Notice list (SafeHtml, DOMPurify)': { names: ['NoticeList'], budgetKb: budgets.lazyChunkKb },
  'Modals (domain, hot games, deposit)': {
    names: ['UnavailableDomainModal', 'HotGamesModal', 'DepositPrompt'],
    budgetKb: budgets.lazyChunkKb,
  },
};

console.log('@platform/ui-kit, minified + gzipped, React excluded');
for (const [label, names] of Object.entries(entries)) {
  const { js, css } = await measureKit(names);
  console.log(`${label.padEnd(62)} ${kb(js).padStart(6)} kB JS ${kb(css).padStart(5)} kB CSS`);
}
console.log(
  `budget: the whole home route ${budgets.homeRouteKb} kB of JS gzipped (React included); a lazy route chunk ${budgets.lazyChunkKb} kB`,
);
console.log('\n@platform/ui-kit widgets, as a route imports them');
for (const [label, { names, budgetKb }] of Object.entries(widgetGroups)) {
  const { js, css } = await measureKit(names);
  console.log(`${label.padEnd(62)} ${kb(js).padStart(6)} kB JS ${kb(css).padStart(5)} kB CSS   budget ${budgetKb} kB`);
}
