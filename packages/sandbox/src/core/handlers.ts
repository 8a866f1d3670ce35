import type { Contract, EndpointSpec, ParsedInputOf, ServerOutputOf } from '@platform/api-client/contract';
import type { MemberContext, RequestContext } from './context';
import type { SerializedOutput } from './output';

type ContextFor<E extends EndpointSpec> = E['access'] extends 'member' ? MemberContext : RequestContext;

/**
 * Answers one endpoint: gets the parsed input, returns the envelope's `value` (or throws `ApiFailure`), or a
 * `SerializedOutput` of a value checked against the output schema when it was built (cached hot calls).
 */
export type Handler<E extends EndpointSpec> = (
  input: ParsedInputOf<E>,
  ctx: ContextFor<E>,
) => Promise<ServerOutputOf<E> | SerializedOutput> | ServerOutputOf<E> | SerializedOutput;

export type GroupName = keyof Contract;
export type GroupHandlers<G extends GroupName> = {
  [K in keyof Contract[G]]: Contract[G][K] extends EndpointSpec ? Handler<Contract[G][K]> : never;
};

export interface HandlerRegistration {
  group: string;
  handlers: Readonly<Record<string, Handler<EndpointSpec>>>;
}

/**
 * Implements some or all endpoints of a contract group, fully typed from the contract. A test checks that every
 * endpoint of the contract has exactly one handler across all modules.
 */
export function implement<G extends GroupName>(group: G, handlers: Partial<GroupHandlers<G>>): HandlerRegistration {
  return { group, handlers: handlers as unknown as Record<string, Handler<EndpointSpec>> };
}
