/**
 * The contract tests' fixture: a sandbox started in-process on a free loopback port (real HTTP), and clients of the
 * published API (`createApiClient`) that record every callback.
 */
import { readFile } from 'node:fs/promises';
import { type ApiClient, type ApiClientConfig, type ClientMessage, createApiClient } from '@platform/api-client';
import { type RunningSandbox, startSandbox } from '@platform/sandbox';

/** A hang, not a slow start, reaches this (a start from the run's seeded dump takes well under a second). */
export const SANDBOX_START_TIMEOUT_MS = 120_000;

/** Set by the global setup (`snapshot.global-setup.ts`): the seeded database every file's sandbox starts from. */
export const SNAPSHOT_VARIABLE = 'CONTRACT_TESTS_SNAPSHOT';

/** The run's seeded database, when the global setup made one (a file run alone without it seeds its own). */
export async function seededSnapshot(): Promise<Blob | undefined> {
  const file = process.env[SNAPSHOT_VARIABLE];
  return file ? new Blob([await readFile(file)]) : undefined;
}

export async function startContractSandbox(): Promise<RunningSandbox> {
  return startSandbox({ port: 0, snapshot: await seededSnapshot() });
}

export interface Recorder {
  client: ApiClient;
  messages: ClientMessage[];
  /** Every callback other than onMessage, in order. */
  calls: { callback: string; argument: unknown }[];
  warnings: { message: string; details: Record<string, unknown> }[];
}

/** A client of the sandbox (merchant AURUM, language EN) whose callbacks are recorded. */
export function recordingClient(sandbox: RunningSandbox, config: Partial<ApiClientConfig> = {}): Recorder {
  const messages: ClientMessage[] = [];
  const calls: Recorder['calls'] = [];
  const warnings: Recorder['warnings'] = [];
  const record = (callback: string) => (argument: unknown) => {
    calls.push({ callback, argument });
  };
  const client = createApiClient({
    baseUrl: sandbox.url,
    merchantCode: 'AURUM',
    language: 'EN',
    onMessage: (message) => {
      messages.push(message);
    },
    onSessionEnded: record('onSessionEnded'),
    onMaintenance: record('onMaintenance'),
    onDepositPrompt: record('onDepositPrompt'),
    onDomainUnavailable: record('onDomainUnavailable'),
    onDomainChange: record('onDomainChange'),
    onVendorMaintenance: record('onVendorMaintenance'),
    logger: { warn: (message, details) => warnings.push({ message, details }) },
    retryDelayMs: () => 1,
    ...config,
  });
  return { client, messages, calls, warnings };
}

/**
 * A fetch that sends requests for `fromOrigin` to the sandbox, so the client believes it talks to another origin
 * (an https one, for the "504 over https" row) while the bytes still go through the sandbox over real HTTP.
 */
export function fetchVia(fromOrigin: string, sandboxUrl: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = request.url.replace(fromOrigin, sandboxUrl);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    return fetch(url, { method: request.method, headers: request.headers, body, signal: request.signal });
  };
}

/** A loopback address nothing listens on: connections are refused at once (a real network error). */
export async function closedOrigin(): Promise<string> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
