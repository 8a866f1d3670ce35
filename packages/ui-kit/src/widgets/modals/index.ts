// The modals widgets' public exports, re-exported by the package's index.ts.
export type { DepositPromptProps } from './DepositPrompt';
export { DepositPrompt } from './DepositPrompt';
export type { HotGamesModalProps } from './HotGamesModal';
export { HotGamesModal } from './HotGamesModal';
export type { UnavailableDomainModalProps } from './UnavailableDomainModal';
export { UnavailableDomainModal } from './UnavailableDomainModal';
