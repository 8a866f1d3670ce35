export {
  createFlagsStore,
  type FlagDefaults,
  type FlagState,
  type FlagsStore,
  mergeFlags,
  type ServerFlags,
} from './flags/flags.merge';
export {
  FLAG_CODES,
  FLAG_SCHEMA,
  type FlagCode,
  type FlagDefinition,
  type FlagInput,
  type MerchantFlags,
  normalizeFlag,
} from './flags/flags.schema';
export { ACCESS_RULES, type AccessVerdict, checkAccess, type GuardedAction } from './roles/access';
export {
  type IsAgentValue,
  isAgentMemberType,
  isKnownIsAgent,
  MEMBER_TYPE_TABLE,
  ROLE_TABLE,
  type RoleKind,
  type RoleRules,
  roleOf,
  shouldSendLanguageUpdate,
  UNKNOWN_ROLE,
  VALUE_4_READINGS,
  VISITOR_ROLE,
} from './roles/roles.table';
export {
  KEPT_ON_LOGOUT,
  LOCAL_STORAGE_KEYS,
  type LocalField,
  type LocalValues,
  SESSION_STORAGE_KEYS,
  type SessionField,
  type SessionValues,
  type StorageCodec,
  type StorageKey,
} from './session/session.keys';
export {
  type ForcedChangeReason,
  forcedChangeReason,
  type LoginContext,
  type LoginOutcome,
  type LoginResult,
} from './session/session.login';
export {
  createSessionStore,
  type PendingLogin,
  type SessionActions,
  type SessionState,
  type SessionStore,
  type SessionStoreOptions,
} from './session/session.store';
export { createMemoryStorage, defaultStorage, type KeyValueStorage } from './storage/storage';
export {
  AGENT_CENTRE_MENU,
  agentAbilities,
  agentMenuVisible,
  resolveAgentCentrePage,
  visibleAgentCentrePages,
} from './visibility/agent-centre.visibility';
export {
  AGENT_CENTRE_PAGES,
  type AgentCentrePage,
  DEFAULT_AGENT_CENTRE_PAGE,
  DEFAULT_INFO_BAR_ENTRIES,
  DEFAULT_MEMBER_CENTRE_PAGE,
  MEMBER_CENTRE_ALIASES,
  MEMBER_CENTRE_PAGES,
  type MemberCentrePage,
} from './visibility/centre.pages';
export {
  availablePromotionsBadgeCount,
  type CustomerServiceEntry,
  chatAvailable,
  filterCustomerService,
  missionBadgeCount,
  unreadOpensMessages,
} from './visibility/features.visibility';
export {
  type CentreTarget,
  infoBarEntries,
  MEMBER_CENTRE_MENU,
  resolveMemberCentrePage,
  visibleMemberCentrePages,
} from './visibility/member-centre.visibility';
export { type PromoAvailability, type VisibilityContext, visibilityContext } from './visibility/visibility.context';
