// The agent widgets' public exports, re-exported by the package's index.ts.
export type { ContractButtonData, ContractCardData, ContractRequestsProps } from './ContractRequests';
export { ContractRequests } from './ContractRequests';
export type { ReferralLinkData, ReferralLinksProps } from './ReferralLinks';
export { ReferralLinks } from './ReferralLinks';
