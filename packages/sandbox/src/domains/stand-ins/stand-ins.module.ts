import type { Hono } from 'hono';
import type { AppEnv } from '../../core/app';
import type { SandboxModule } from '../../core/module';
import type { SandboxRuntime } from '../../core/runtime';
import { escapeHtml } from '../shared/http';
import { firebaseRoutes } from './firebase.routes';
import { createSocialIdentityService, type SocialIdentityService } from './firebase.service';
import { geetestRoutes } from './geetest.routes';
import { type BotCheckService, createBotCheckService } from './geetest.service';
import { miniGameClientScript } from './minigame.client';

declare module '../../core/runtime' {
  interface SandboxServices {
    botCheck: BotCheckService;
    socialIdentity: SocialIdentityService;
  }
}

/**
 * Stand-ins answer the fault registry too (a delay or a 502 on `/stand-in/geetest/s1/*` exercises the bot check's
 * fallback servers), the same way contract calls do.
 */
function faultMiddleware(app: Hono<AppEnv>, runtime: SandboxRuntime) {
  app.use('/stand-in/*', async (c, next) => {
    const fault = runtime.faults.take(c.req.method, c.req.path, null);
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault?.status || fault?.errorCode) {
      return c.json(
        { status: 'error', code: fault.errorCode ?? String(fault.status), msg: fault.message ?? 'injected' },
        (fault.status ?? 500) as 500,
      );
    }
    await next();
  });
}

function appDownloadRoutes(app: Hono<AppEnv>) {
  app.get('/stand-in/app/download', (c) => {
    const platform = escapeHtml(c.req.query('platform') ?? 'app');
    const merchant = escapeHtml(c.req.query('merchant') ?? '');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${merchant} ${platform} app</title>` +
        '<style>body{font:15px system-ui;margin:40px}</style></head>' +
        `<body><h1>${merchant} ${platform} app</h1>` +
        '<p>Sandbox stand-in: a real merchant links its app store page or installer here.</p></body></html>',
    );
  });
  app.get('/stand-in/app/:file', (c) => {
    const file = c.req.param('file');
    if (!file.endsWith('.mobileconfig')) return c.notFound();
    const name = escapeHtml(file.replace(/\.mobileconfig$/, ''));
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" ` +
        `"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0"><dict>` +
        `<key>PayloadDisplayName</key><string>${name} (sandbox stand-in)</string>` +
        `<key>PayloadIdentifier</key><string>example.sandbox.${name}</string>` +
        '<key>PayloadType</key><string>Configuration</string><key>PayloadVersion</key><integer>1</integer>' +
        '<key>PayloadContent</key><array/></dict></plist>\n',
      200,
      { 'Content-Type': 'application/x-apple-aspen-config' },
    );
  });
}

/** A version as merchants' settings name one (`1.4.2`, `2024-05-rc1`): nothing that could climb out of the path. */
const miniGameVersion = /^[0-9A-Za-z][0-9A-Za-z._-]{0,31}$/;

/**
 * The mini-game vendor's script at the path the site loads it from (points §2 "script from
 * /mini-game/{version}/minigame.js"), on the site's own origin: the sandbox serves the merchant sites, so the route
 * answers there too (Vite's dev and preview servers proxy `/mini-game` to the sandbox).
 */
function miniGameRoutes(app: Hono<AppEnv>) {
  app.get('/mini-game/:version/minigame.js', (c) => {
    const version = c.req.param('version');
    if (!miniGameVersion.test(version) || version.includes('..')) return c.notFound();
    return c.body(miniGameClientScript(version), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  });
}

/** External providers the sandbox cannot reach, behind the interfaces the real ones have (see the README). */
export const standInsModule: SandboxModule = {
  name: 'stand-ins',
  setup(runtime) {
    runtime.services.botCheck = createBotCheckService(() => runtime.merchants.values());
    runtime.services.socialIdentity = createSocialIdentityService();
  },
  routes(app, runtime) {
    faultMiddleware(app, runtime);
    geetestRoutes(app, runtime);
    firebaseRoutes(app, runtime);
    appDownloadRoutes(app);
    miniGameRoutes(app);
  },
};
