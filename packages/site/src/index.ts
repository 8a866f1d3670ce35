export type { FlagDefaults } from '@platform/session';
export { App } from './app/App';
export { type CreateMerchantAppOptions, createMerchantApp } from './app/createMerchantApp';
export { createPlatform, type MerchantAppOptions, type Platform } from './app/platform';
export { PlatformProvider, useApi, usePlatform } from './app/platform.context';
export type { GlobalDialog, UiStore } from './app/ui.store';
export { type AppRouter, createAppRouter } from './router/router';
