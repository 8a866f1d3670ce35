import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../core/app';
import { allowedRedirect, scriptJson } from '../../core/page-security';
import { checkInput, jsonInput } from '../../core/route-input';
import type { SandboxRuntime } from '../../core/runtime';
import { escapeHtml, originOf } from '../shared/http';
import { socialTestIdentities } from './firebase.identities';

const channels = z.enum(['google', 'facebook', 'twitter', 'line', 'sms']);

const tokenBody = z.object({
  merchant: z.string().max(32),
  channel: channels,
  subject: z.string().min(1).max(128),
  email: z.string().max(256).nullable().default(null),
  displayName: z.string().max(128).nullable().default(null),
  phoneNumber: z.string().max(32).nullable().default(null),
});

/**
 * The sign-in page. `channel` is one of the known channels or empty; `redirect` is already checked against the
 * merchants' origins (or empty); the id token is posted to those origins only (`siteOrigins`), never to '*'.
 */
function signInPage(merchant: string, channel: string, redirect: string, siteOrigins: readonly string[]): string {
  const identities = socialTestIdentities.filter((i) => i.channel === channel || channel === '');
  const rows = identities
    .map(
      (i) =>
        `<li><button type="button" data-identity='${escapeHtml(JSON.stringify(i))}'>${escapeHtml(i.displayName)}` +
        `</button> <small>${escapeHtml(i.email ?? i.phoneNumber ?? i.subject)}${
          i.boundTo ? ` (bound to ${escapeHtml(i.boundTo)})` : ' (not bound yet)'
        }</small></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in (sandbox stand-in)</title>
<style>body{font:15px system-ui,sans-serif;max-width:520px;margin:32px auto;padding:0 16px}li{margin:8px 0}
.note{background:#fff4d6;padding:8px 12px;border-radius:6px}code{word-break:break-all}</style></head><body>
<h1>Sign in with ${escapeHtml(channel || 'a test identity')}</h1>
<p class="note">Sandbox stand-in for Firebase Authentication: pick a test identity; no real account is used.</p>
<ul>${rows}</ul>
<form id="custom"><fieldset><legend>Another identity</legend>
<label>Subject <input name="subject" required value="sandbox-${escapeHtml(channel || 'google')}-${Date.now().toString(36)}"></label><br>
<label>E-mail <input name="email" type="email"></label><br><label>Name <input name="displayName"></label><br>
<label>Phone <input name="phoneNumber"></label><br><button>Sign in</button></fieldset></form>
<p id="result" aria-live="polite"></p>
<script>
const merchant = ${scriptJson(merchant)}, channel = ${scriptJson(channel || 'google')}, redirect = ${scriptJson(redirect)};
const sites = ${scriptJson(siteOrigins)};
async function signIn(identity) {
  const response = await fetch('/stand-in/firebase/token', { method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchant, channel, ...identity }) });
  const body = await response.json();
  if (!response.ok) { document.getElementById('result').textContent = body.error || 'failed'; return; }
  const message = { source: 'firebase-stand-in', channel, idToken: body.idToken, mobileNo: identity.phoneNumber || null };
  if (window.opener) for (const site of sites) window.opener.postMessage(message, site);
  if (redirect) location.href = redirect + '#' + new URLSearchParams({ channel, idToken: body.idToken });
  else { const code = document.createElement('code'); code.textContent = body.idToken;
    document.getElementById('result').replaceChildren('id token: ', code); }
}
document.querySelectorAll('[data-identity]').forEach((b) => b.addEventListener('click', () => {
  const { subject, email, displayName, phoneNumber } = JSON.parse(b.dataset.identity);
  signIn({ subject, email, displayName, phoneNumber });
}));
document.getElementById('custom').addEventListener('submit', (event) => {
  event.preventDefault();
  const data = Object.fromEntries(new FormData(event.target));
  signIn({ subject: data.subject, email: data.email || null, displayName: data.displayName || null, phoneNumber: data.phoneNumber || null });
});
</script></body></html>`;
}

/** The Firebase stand-in: a sign-in page, the token endpoint it uses, and the public keys. */
export function firebaseRoutes(app: Hono<AppEnv>, runtime: SandboxRuntime): void {
  app.get('/stand-in/firebase/signin', (c) => {
    const merchant = c.req.query('merchant') ?? '';
    if (!runtime.merchants.has(merchant)) return c.text('Unknown merchant: add ?merchant=CODE', 400);
    const channel = checkInput(channels, c.req.query('channel'));
    // A redirect goes only to the merchants' own sites (it carries the id token), never to javascript: or elsewhere.
    const origins = new Set([...runtime.config.corsOrigins, new URL(originOf(c)).origin]);
    const redirect = allowedRedirect(c.req.query('redirect') ?? '', origins) ?? '';
    return c.html(signInPage(merchant, channel.ok ? channel.data : '', redirect, [...origins]));
  });
  app.post('/stand-in/firebase/token', async (c) => {
    const parsed = await jsonInput(c, tokenBody);
    if (!parsed.ok) return c.json({ error: parsed.problem }, 400);
    const merchant = runtime.merchants.get(parsed.data.merchant);
    if (!merchant) return c.json({ error: 'unknown merchant' }, 400);
    const { merchant: _code, ...identity } = parsed.data;
    return c.json(await runtime.services.socialIdentity.issue(merchant, identity, runtime.clock.now()));
  });
  app.get('/stand-in/firebase/jwks', async (c) => c.json(await runtime.services.socialIdentity.jwks()));
}
