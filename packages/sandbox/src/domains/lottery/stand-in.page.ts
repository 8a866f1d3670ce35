import { scriptJson } from '../../core/page-security';

/**
 * The stand-in lottery site's pages: plain HTML with a little script, so the flow (lottoLobby -> page -> bet ->
 * draw -> wallet) runs end to end without the real lottery vendor. The real vendor's page replaces them.
 */
const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const style = `body{font-family:system-ui,sans-serif;margin:0;background:#10141c;color:#e8e8e8}
header{padding:12px 20px;background:#1d2433;display:flex;gap:24px;align-items:center}
header strong{color:#f5c542}main{display:grid;grid-template-columns:2fr 1fr;gap:20px;padding:20px}
table{width:100%;border-collapse:collapse}td,th{padding:6px 8px;border-bottom:1px solid #2a3347;text-align:left}
.closed{color:#e57373}form{display:grid;gap:8px}input,select,button{padding:8px;font-size:14px}
button{background:#f5c542;border:0;cursor:pointer}.note{opacity:.7;font-size:13px}#msg{min-height:1.4em}`;

export function lobbyPage(ticket: string, focus: string, siteOrigins: readonly string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lottery (sandbox stand-in)</title>
<style>${style}</style></head><body>
<header><strong>Lottery</strong><span class="note">Sandbox stand-in for the lottery vendor</span>
<span>Player: <b id="player">…</b></span><span>Balance: <b id="balance">…</b></span><span id="mode"></span></header>
<main><section><h2>Games</h2><table><thead><tr><th>Game</th><th>Issue</th><th>Closes in</th><th>Last draw</th></tr></thead>
<tbody id="games"></tbody></table></section>
<section><h2>Place a bet</h2><form id="bet"><select id="game" aria-label="Game"></select>
<select id="market" aria-label="Market"><option value="SUM_SIZE">Sum: big / small</option>
<option value="SUM_PARITY">Sum: odd / even</option><option value="STRAIGHT">SSC: 5 digits in order (1,2,3,4,5)</option>
<option value="ANY5">11X5: 5 numbers (01,02,03,04,05)</option><option value="DE">Special prize, last 2 digits (VN)</option></select>
<input id="selection" aria-label="Selection" placeholder="BIG, SMALL, ODD, EVEN, 00-99 or picks" required>
<input id="amount" aria-label="Stake" type="number" min="1" step="0.01" value="10" required>
<button type="submit">Bet</button><div id="msg" role="status"></div></form>
<h2>My bets</h2><table><tbody id="bets"></tbody></table></section></main>
<script>
const ticket = ${scriptJson(ticket)}; const focus = ${scriptJson(focus)}; const sites = ${scriptJson(siteOrigins)};
const esc = (v) => String(v).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
let offset = 0, state = null;
const $ = (id) => document.getElementById(id);
const left = (t) => { const s = Math.max(0, Math.round((t - Date.now() - offset) / 1000));
  return s >= 3600 ? Math.floor(s / 3600) + 'h ' + Math.floor((s % 3600) / 60) + 'm' : Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0'); };
async function load() {
  const r = await fetch('state?ticket=' + encodeURIComponent(ticket)); const body = await r.json();
  if (!body.success) { $('msg').textContent = body.message; return; }
  state = body.value; offset = state.serverTime - Date.now();
  $('player').textContent = state.player; $('balance').textContent = state.balance.toFixed(2);
  $('mode').textContent = state.prizeMode + ' · mode ' + state.lottoMode;
  if (!$('game').options.length) for (const g of state.games) $('game').add(new Option(g.name, g.code, false, g.code === focus));
  render();
  $('bets').innerHTML = state.bets.map((b) => '<tr><td>' + esc(b.game + ' ' + b.numero) + '</td><td>' + esc(b.market + ' ' + b.selection) +
    '</td><td>' + b.amount.toFixed(2) + '</td><td>' + esc(b.status) + (b.win ? ' ' + b.win.toFixed(2) : '') + '</td></tr>').join('');
}
function render() {
  if (!state) return;
  $('games').innerHTML = state.games.map((g) => '<tr><td>' + esc(g.name) + '</td><td>' + esc(g.numero) + '</td><td class="' +
    (g.closeTime - Date.now() - offset <= 0 ? 'closed' : '') + '">' + left(g.closeTime) + '</td><td>' +
    (g.last ? esc(g.last.numero + ': ' + g.last.numbers.join(' ')) : '-') + '</td></tr>').join('');
}
$('bet').addEventListener('submit', async (e) => { e.preventDefault();
  const r = await fetch('bet', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ticket,
    gameCode: $('game').value, market: $('market').value, selection: $('selection').value.trim().toUpperCase(),
    amount: Number($('amount').value) }) });
  const body = await r.json(); $('msg').textContent = body.success ? 'Bet placed on ' + body.value.numero : body.message;
  // The host page (the site's /lottery frame) refreshes its balance on a round, as it does for the game frames.
  // To the site's own origin and the merchants' listed ones only, never to '*'.
  if (body.success && window.parent !== window) for (const site of [location.origin, ...sites]) window.parent.postMessage({ type: 'round', balance: body.value.balance }, site);
  load(); });
load(); setInterval(render, 1000); setInterval(load, 5000);
</script></body></html>`;
}

export function trendPage(
  game: { name: string; code: string } | null,
  rows: { numero: string; numbers: string[]; size: string; parity: string }[],
) {
  const title = game ? `${escapeHtml(game.name)} trend` : 'Lottery trend';
  const body = rows
    .map(
      (r) =>
        `<tr><td>${escapeHtml(r.numero)}</td><td>${r.numbers.map(escapeHtml).join(' ')}</td><td>${r.size}</td><td>${r.parity}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${style}</style></head>
<body><header><strong>${title}</strong><span class="note">Sandbox stand-in for the lottery vendor</span></header>
<main><section><table><thead><tr><th>Issue</th><th>Numbers</th><th>Size</th><th>Parity</th></tr></thead><tbody>${body}</tbody></table>
</section></main></body></html>`;
}

/** The size the site shows a lottery icon at (its lists and menus: 40 CSS px), for which the art is drawn. */
export const LOTTERY_ICON_SHOWN_PX = 40;
/** The icon's own box (SVG units). */
const ICON_BOX = 120;

/** The font size (SVG units) of the icon's one mark, by its length: as large as the box lets it be. */
export function lotteryIconMarkSize(mark: string): number {
  return mark.length <= 2 ? 52 : mark.length === 3 ? 44 : 34;
}

/**
 * A lottery game's icon: the game's kind (SSC, 11X5, VN) as one bold mark on a colour of its code. The vendor's art
 * is a picture, not a caption: the name is beside it wherever it shows, and a second line of small text (the code)
 * was unreadable at the 40 px the lists show it at. The mark is at least 11 px tall there (14 for up to three characters).
 */
export function lotteryIconSvg(code: string, kind: string): string {
  const hue = [...code].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  const mark = escapeHtml(kind.slice(0, 4));
  const size = lotteryIconMarkSize(kind.slice(0, 4));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_BOX}" height="${ICON_BOX}" viewBox="0 0 ${ICON_BOX} ${ICON_BOX}" role="img" aria-label="${escapeHtml(code)}">
<rect width="${ICON_BOX}" height="${ICON_BOX}" rx="24" fill="hsl(${hue} 62% 32%)"/><circle cx="100" cy="20" r="44" fill="hsl(${(hue + 50) % 360} 80% 60%)" opacity="0.3"/>
<text x="60" y="${Math.round(60 + size * 0.36)}" font-family="sans-serif" font-size="${size}" font-weight="800" fill="#fff" text-anchor="middle">${mark}</text></svg>`;
}
