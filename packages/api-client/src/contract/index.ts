/**
 * The wire contract of the platform: every call as an `EndpointSpec` with zod schemas for input and output.
 * Servers (the sandbox), tests and tools import it from `@platform/api-client/contract`; the client itself imports only
 * its types, plus the generated route table, so browsers never load the schemas.
 */
import { system } from './system';

export const contract = {
  system,
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
export { type ErrorCode, errorCodes, isErrorCode } from './errors';
export { buildOpenApiDocument } from './openapi';
export { buildRouteTable, type RouteEntry, routeFlag } from './routes';
