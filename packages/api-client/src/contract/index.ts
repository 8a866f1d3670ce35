/**
 * The wire contract of the platform: every call as an `EndpointSpec` with zod schemas for input and output.
 * Servers (the sandbox), tests and tools import it from `@platform/api-client/contract`; the client itself imports only
 * its types, plus the generated route table, so browsers never load the schemas.
 */

import { accounts } from './accounts';
import { agent } from './agent';
import { chat } from './chat';
import { contracts } from './contracts';
import { feedback } from './feedback';
import { games } from './games';
import { lottery } from './lottery';
import { member } from './member';
import { notices } from './notices';
import { payments } from './payments';
import { points } from './points';
import { promotions } from './promotions';
import { responsibleGaming } from './responsible-gaming';
import { system } from './system';
import { wallet } from './wallet';

/** Player-site groups first (player-site.md), then the centres (points-centres-lottery.md). */
export const contract = {
  system,
  accounts,
  member,
  wallet,
  notices,
  promotions,
  payments,
  games,
  chat,
  feedback,
  points,
  agent,
  contracts,
  lottery,
  responsibleGaming,
} as const;

export type Contract = typeof contract;

export * from './common';
export {
  type Access,
  type ContractShape,
  type EndpointGroup,
  type EndpointSpec,
  endpoint,
  endpointFlags,
  type HttpMethod,
  type InputOf,
  type OutputOf,
  type ParsedInputOf,
  type ServerOutputOf,
} from './define';
export { type Envelope, envelopeOf, failureEnvelope } from './envelope';
export { type ErrorCodeWithValue, type ErrorValues, errorValues } from './error-values';
export { type ErrorCode, errorCodes, isErrorCode } from './errors';
export { buildOpenApiDocument } from './openapi';
export { pointsAccountTypeId, pointTxTypes } from './points';
export {
  type RealtimeControlFrame,
  type RealtimeMessage,
  type RealtimeMessageType,
  realtimeControlFrame,
  realtimeMessage,
  realtimeMessages,
  realtimeMessageTypes,
  realtimeSessionEndedCloseCode,
} from './realtime';
export { limitCoolingOffHours, sessionLimitMinutes } from './responsible-gaming';
export { buildRouteTable, type RouteEntry, routeFlag } from './routes';
