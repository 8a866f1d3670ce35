import { contract } from './index';
import { buildOpenApiDocument } from './openapi';
import { buildRouteTable } from './routes';

/** The version of the wire contract (not of the package): bump it when the contract changes shape. */
export const contractVersion = '1.0.0';

/** The text of openapi.json. */
export function renderOpenApi(): string {
  const document = buildOpenApiDocument(contract, {
    title: 'Platform player API',
    version: contractVersion,
    tags: {
      system: 'Boot: status, settings, flags, public key, domains, resources, help, languages.',
      accounts: 'Login (password, SMS, social), registration, free demo, logout, passwords, second factor.',
      member:
        "The player's profile, security settings, bank cards and identities; the member centre's rewards, messages, records, rebates, deposits and withdrawals.",
      wallet: 'Balances, vendor wallets, transfers between them.',
      notices: 'Merchant notices and the message centre.',
      promotions: 'Promotions, rewards and the reward centre.',
      payments: 'Payment confirmations and deposit entries.',
      games: 'The game catalogue, favourites, vendors and game launch.',
      chat: 'The chat room, live chat and customer-service entries.',
      feedback: 'Player feedback with an optional image.',
      points: 'The points mall: balance, rewards, redemption, conversion, records.',
      agent: 'Agent centre: team, register centre, income, transfers, red envelopes, salaries.',
      contracts: 'Agent contracts: requests, signing, termination.',
      lottery: 'Lottery lobby, games, issues, results, trends, quick bets (/lgw).',
      responsibleGaming:
        'Responsible gaming: deposit, loss, wager and session limits with a 24-hour cooling-off on raises, the reality check, time-outs and self-exclusion (flag RESPGAM3).',
    },
    servers: [
      {
        url: '{origin}',
        description: "A merchant's entry domain (system.domainRoute lists them), or the reference server.",
        variables: {
          origin: {
            default: 'http://localhost:8080',
            description: 'https://<entry domain>, or the origin `npx platform-sandbox` prints (default port 8080).',
          },
        },
      },
    ],
  });
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The text of src/client/routes.gen.ts. */
export function renderRouteTable(): string {
  const specs = contract as unknown as Record<string, Record<string, { summary: string }>>;
  const groups = Object.entries(buildRouteTable(contract)).map(([group, entries]) => {
    // The summary becomes the JSDoc of the client's method (its type maps over these keys).
    const lines = Object.entries(entries).map(([name, entry]) => {
      const summary = (specs[group]?.[name]?.summary ?? '').replaceAll('*/', '*\\/');
      return `    /** ${summary} (${entry[0]} ${entry[1]}) */\n    ${name}: ${JSON.stringify(entry)},`;
    });
    return `  ${group}: {\n${lines.join('\n')}\n  },`;
  });
  const table = `{\n${groups.join('\n')}\n}`;
  return [
    '// Generated from the contract by scripts/generate.ts. Do not edit: run `pnpm --filter @platform/api-client generate`.',
    "import type { RouteEntry } from '../contract/routes';",
    '',
    `export const routes = ${table} as const satisfies Record<string, Record<string, RouteEntry>>;`,
    '',
  ].join('\n');
}
