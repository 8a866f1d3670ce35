export type {
  ButtonTone,
  ContractActionPlan,
  ContractButton,
  ContractSection,
  ContractStatusView,
} from './contract.actions.ts';
export {
  allowedActions,
  CONTRACT_STATUS_ACTIONS,
  confirmationFor,
  contractActionRequest,
  contractView,
  isActionAllowed,
  planContractAction,
} from './contract.actions.ts';
export type { ContractItem, InfoBlock } from './contract.consolidated.ts';
export {
  consolidatedChecks,
  contractSections,
  hasContractRequests,
  INFO_BLOCKS,
  isNonEmpty,
  REQUIREMENT_FIELDS,
} from './contract.consolidated.ts';
export {
  ContractActionNotAllowedError,
  ContractRulesError,
  isContractActionNotAllowedError,
  isContractRulesError,
} from './contract.errors.ts';
export type { ContractMessageKey } from './contract.keys.ts';
export { CONTRACT_MESSAGE_KEYS, productTypeLabelKey } from './contract.keys.ts';
export type { RateDisplay } from './contract.rates.ts';
export { formatPercent, isPercentRate, RATE_DISPLAY, rateDisplay, roundHalfUp, toPercent } from './contract.rates.ts';
export type {
  ConsolidatedContracts,
  ContractAction,
  ContractAgentEntry,
  ContractByKind,
  ContractKind,
  ContractRequest,
  ContractRequestByKind,
  ContractRequestOf,
  ContractStatus,
  DailySalaryContract,
  DailySalaryDetail,
  DividendContract,
  HourlySalaryContract,
  HourlySalaryRate,
  ProductType,
  RateType,
  RealTimeSalaryContract,
  RealTimeSalaryRate,
  YesNo,
} from './contract.types.ts';
export {
  CONTRACT_ACTIONS,
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  isContractStatus,
  isProductType,
  PRODUCT_TYPES,
} from './contract.types.ts';
