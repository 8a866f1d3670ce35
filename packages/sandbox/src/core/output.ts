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
