export type { FlagDefaults } from '@platform/session';
export { App } from './app/App';
export { type CreateMerchantAppOptions, createMerchantApp } from './app/createMerchantApp';
export type { DialogIntents, FeatureManifest, GlobalDialog } from './app/feature';
export { createPlatform, type MerchantAppOptions, type Platform } from './app/platform';
export { PlatformProvider, useApi, usePlatform } from './app/platform.context';
export type { UiStore } from './app/ui.store';
export { type AppRouter, createAppRouter } from './router/router';
