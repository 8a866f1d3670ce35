import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { allModules } from './domains';
import { startSandbox, UnknownMerchantError } from './index';

const usage = `platform-sandbox: the reference server of the platform API

Options:
  --port <n>                 API port (default 8080; 0 picks a free one)
  --host <name>              listen address (default 127.0.0.1)
  --data <dir>               embedded PostgreSQL data folder (default ./.sandbox-data)
  --database-url <url>       use a PostgreSQL server instead (or DATABASE_URL)
  --control-key <key>        key for the control API (default: random, printed)
  --site <CODE=dir@port>     serve a built merchant site on its own origin (repeatable)
  --site-cache <dir>         keep the sites' compressed files here between runs
                             (default ./node_modules/.cache/platform-sandbox/sites; "none" keeps them in memory)
  --cors-origin <origin>     also allow this origin to call cross-origin (repeatable; or SANDBOX_CORS_ORIGINS,
                             comma-separated); the merchants' domains and served sites are always allowed
  --log                      log every request
  --help
`;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string', default: '.sandbox-data' },
    'database-url': { type: 'string' },
    'control-key': { type: 'string' },
    site: { type: 'string', multiple: true, default: [] },
    'site-cache': { type: 'string', default: 'node_modules/.cache/platform-sandbox/sites' },
    'cors-origin': { type: 'string', multiple: true, default: [] },
    log: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  process.stdout.write(usage);
  process.exit(0);
}

const sites = (values.site ?? []).map((spec) => {
  const match = /^([A-Z0-9_]+)=(.+)@(\d+)$/.exec(spec);
  if (!match) {
    process.stderr.write(`--site expects CODE=dir@port, got ${spec}\n`);
    process.exit(2);
  }
  return { merchant: match[1]!, dir: resolve(match[2]!), port: Number(match[3]) };
});

const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
const sandbox = await startSandbox({
  port: Number(values.port),
  hostname: values.host,
  dataDir: databaseUrl ? undefined : resolve(values.data ?? '.sandbox-data'),
  databaseUrl,
  controlKey: values['control-key'] ?? process.env.SANDBOX_CONTROL_KEY,
  logRequests: values.log,
  corsOrigins: [
    ...(values['cors-origin'] ?? []),
    ...(process.env.SANDBOX_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ],
  sites,
  siteCacheDir: values['site-cache'] === 'none' ? undefined : resolve(values['site-cache'] as string),
}).catch((error: unknown) => {
  if (!(error instanceof UnknownMerchantError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
});

const lines = [
  `sandbox API: ${sandbox.url}  (store: ${databaseUrl ? 'PostgreSQL server' : resolve(values.data ?? '.sandbox-data')})`,
  ...sandbox.sites.map((s) => `${s.merchant} site: ${s.url}/`),
  `control API key: ${sandbox.runtime.config.controlKey}`,
  ...allModules.flatMap((m) => m.banner?.(sandbox.runtime) ?? []),
];
process.stdout.write(`${lines.join('\n')}\n`);

const stop = async () => {
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
