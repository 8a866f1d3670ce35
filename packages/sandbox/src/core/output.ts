/**
 * A value already serialised to JSON and checked against the endpoint's output schema when it was built. Hot calls
 * answered from a cache (the status call) return one, so each request neither validates nor stringifies a large
 * object again; the pipeline wraps the text in the envelope as it is.
 */
export class SerializedOutput {
  constructor(readonly json: string) {}
}

export function isSerializedOutput(value: unknown): value is SerializedOutput {
  return value instanceof SerializedOutput;
}

/**
 * `value` checked against `schema` (as the pipeline would on every answer) and serialised once, for answers kept in
 * the read cache. A value outside the contract throws: a sandbox bug, answered 500 like any other.
 */
export function serializeChecked(schema: { parse(value: unknown): unknown }, value: unknown): SerializedOutput {
  return new SerializedOutput(JSON.stringify(schema.parse(value)));
}
