import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../core/app';
import { scriptJson } from '../../core/page-security';
import { jsonInput } from '../../core/route-input';
import type { SandboxRuntime } from '../../core/runtime';
import { escapeHtml } from '../shared/http';

const sendBody = z.object({ vToken: z.string().min(1).max(64), text: z.string().trim().min(1).max(1000) });

function embedPage(vToken: string, userName: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Live chat</title>
<style>body{margin:0;font:14px system-ui,sans-serif;display:flex;flex-direction:column;height:100vh}
header{background:#1f6fd1;color:#fff;padding:10px 14px}small{opacity:.8}ol{flex:1;overflow:auto;list-style:none;margin:0;padding:12px}
li{margin:6px 0;max-width:80%;padding:8px 10px;border-radius:10px;background:#eef2f7}li.player{margin-left:auto;background:#d8f5d0}
form{display:flex;gap:6px;padding:8px;border-top:1px solid #ddd}input{flex:1;font:inherit;padding:6px}</style></head><body>
<header><strong>Live chat</strong> · ${escapeHtml(userName)}<br><small>Sandbox stand-in for the live-chat provider</small></header>
<ol id="log" aria-live="polite"></ol>
<form id="form"><label for="text" hidden>Message</label><input id="text" autocomplete="off" required><button>Send</button></form>
<script>
const vToken = ${scriptJson(vToken)};
function render(messages) {
  document.getElementById('log').innerHTML = '';
  for (const m of messages) { const li = document.createElement('li'); li.className = m.from; li.textContent = m.text; document.getElementById('log').append(li); }
}
fetch('/stand-in/livechat/messages?vToken=' + vToken).then((r) => r.json()).then((b) => render(b.messages || []));
document.getElementById('form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const input = document.getElementById('text');
  const r = await fetch('/stand-in/livechat/send', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ vToken, text: input.value }) });
  input.value = '';
  render((await r.json()).messages || []);
});
</script></body></html>`;
}

/** The live-chat provider's embed page and its two calls (stand-in). */
export function liveChatRoutes(app: Hono<AppEnv>, runtime: SandboxRuntime): void {
  const service = () => runtime.services.liveChat;
  app.get('/stand-in/livechat/embed', (c) => {
    const now = runtime.clock.now();
    const vToken = c.req.query('vToken');
    if (vToken) {
      const room = service().room(vToken, now);
      if (!room) return c.html('<!doctype html><title>Live chat</title><p>This chat session has expired.</p>', 401);
      return c.html(embedPage(vToken, c.req.query('userName') ?? room.userName));
    }
    // Without a token (the customer-service link of the status call): a guest conversation.
    const guest = service().guestRoom(now);
    return c.html(embedPage(guest.vToken, guest.room.userName));
  });
  app.get('/stand-in/livechat/messages', (c) => {
    const room = service().room(c.req.query('vToken') ?? '', runtime.clock.now());
    if (!room) return c.json({ error: 'expired' }, 401);
    for (const message of room.messages) message.read = true;
    return c.json({ messages: room.messages });
  });
  app.post('/stand-in/livechat/send', async (c) => {
    const parsed = await jsonInput(c, sendBody);
    if (!parsed.ok) return c.json({ error: 'invalid' }, 400);
    const room = service().send(parsed.data.vToken, parsed.data.text, runtime.clock.now());
    if (!room) return c.json({ error: 'expired' }, 401);
    return c.json({ messages: room.messages });
  });
}
