/**
 * The sandbox of this test worker. Every Playwright worker starts its own sandbox process (`src/worker-sandbox.ts`),
 * on free ports and its own copy of the seeded database, so workers never see each other's data, faults, flags,
 * clock or rate limits. The worker fixture fills these values in before the first test of the worker runs; tests
 * read them through `sandboxControl` (the control API) and `siteUrl` (another merchant's site).
 */
export const sandboxControl = {
  /** The API's own port (0 until the worker's sandbox is up). */
  port: 0,
  key: 'e2e-control-key',
  /** The code of the merchant whose site this worker's tests open (a worker runs one project). */
  merchant: '',
  /** Each merchant's site origin on this worker's sandbox, by merchant code. */
  sites: {} as Record<string, string>,
  get url() {
    if (this.port === 0) throw new Error('the worker sandbox is not started: import test from src/fixtures');
    return `http://127.0.0.1:${this.port}`;
  },
};

/** The origin (`http://127.0.0.1:<port>`) of a merchant's site on this worker's sandbox. */
export function siteUrl(code: string): string {
  const url = sandboxControl.sites[code];
  if (!url) throw new Error(`the worker sandbox serves no site for ${code}`);
  return url;
}
