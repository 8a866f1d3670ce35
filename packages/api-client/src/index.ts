export {
  ApiError,
  type ApiErrorDetails,
  DomainUnavailableError,
  errorValueOf,
  isApiError,
  isDomainUnavailableError,
  isMaintenanceError,
  isNetworkError,
  isSessionEndedError,
  isTimeoutError,
  MaintenanceError,
  type MaintenanceInfo,
  NetworkError,
  SessionEndedError,
  TimeoutError,
} from './client/api.errors';
export { preserveAttributionParams } from './client/attribution';
export { createApiClient } from './client/client';
export {
  API_CLIENT_TIMES,
  ATTRIBUTION_PARAMS,
  MESSAGE_KEYS,
  RETRY_LIMIT,
  RETRY_STATUS_CODES,
} from './client/client.constants';
export type {
  ApiClient,
  ApiClientConfig,
  ApiClientControls,
  ApiMethods,
  CallOptions,
  CaptchaAnswer,
  ClientLogger,
  ClientMessage,
  ClientTimers,
  DomainChange,
  DomainFinder,
  DomainFinderOptions,
  EndpointId,
  EndpointMethod,
  FoundDomain,
  GroupMethods,
  Language,
  PasswordChallenge,
  VendorMaintenance,
} from './client/client.types';
export {
  type ErrorBehaviour,
  type ErrorKind,
  type ErrorRecovery,
  type ErrorRow,
  type ErrorTableKey,
  errorTable,
  errorTableKeys,
  type FailureFacts,
  type FailureTransport,
  matchErrorRow,
} from './client/error.table';
export type { ErrorCodeWithValue, ErrorValues } from './contract/error-values';
export { limitCoolingOffHours, sessionLimitMinutes } from './contract/responsible-gaming.constants';
