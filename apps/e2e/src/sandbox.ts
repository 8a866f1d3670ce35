/** The sandbox the browser tests start (playwright.config.ts), and its control API key. */
export const sandboxControl = {
  port: Number(process.env.E2E_SANDBOX_PORT ?? 8090),
  key: 'e2e-control-key',
  get url() {
    return `http://127.0.0.1:${this.port}`;
  },
};
