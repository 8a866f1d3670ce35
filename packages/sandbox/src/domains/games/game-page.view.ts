import { scriptJson } from '../../core/page-security';
import { escapeHtml } from '../shared/http';

/** The stand-in game page behind launch URLs: the game, the balance, a stake and one button. */
const buttonOf: Record<string, string> = {
  RNG: 'Spin',
  FISH: 'Fire',
  LIVE: 'Deal',
  PVP: 'Deal',
  SPORTS: 'Place bet',
  ESPORTS: 'Place bet',
  LOTT: 'Buy ticket',
  ELOTT: 'Buy ticket',
};

export interface GamePageView {
  token: string;
  gameName: string;
  vendor: string;
  gameType: string;
  iconUrl: string;
  balance: number;
  currencySymbol: string;
  trial: boolean;
  language: string;
  /** The sites that may frame the page: a round's news is posted to these origins only, never to '*'. */
  siteOrigins: readonly string[];
}

const style = `body{margin:0;font:15px system-ui,sans-serif;background:#101820;color:#f4f4f4;display:grid;place-items:center;min-height:100vh}
main{width:min(420px,92vw);text-align:center}img{width:160px;height:160px;border-radius:20px}
.note{font-size:12px;color:#9fb3c8}.balance{font-size:28px;font-weight:700;margin:12px 0}
label{display:block;margin:12px 0}input{font:inherit;width:8em;padding:6px;text-align:right}
button{font:inherit;font-weight:700;padding:10px 32px;border:0;border-radius:999px;background:#f5b301;color:#101820;cursor:pointer}
button:disabled{opacity:.5}.result{min-height:1.5em;margin-top:12px}`;

export function renderGamePage(view: GamePageView): string {
  const label = buttonOf[view.gameType] ?? 'Play';
  return `<!doctype html><html lang="${escapeHtml(view.language.toLowerCase())}"><head><meta charset="utf-8">
<title>${escapeHtml(view.gameName)} (${escapeHtml(view.vendor)})</title><style>${style}</style></head><body><main>
<p class="note">Sandbox stand-in for the ${escapeHtml(view.vendor)} game client${view.trial ? ' · free trial with play money' : ''}</p>
<img src="${escapeHtml(view.iconUrl)}" alt="">
<h1>${escapeHtml(view.gameName)}</h1>
<div class="balance" aria-live="polite">${escapeHtml(view.currencySymbol)} <span id="balance">${view.balance.toFixed(2)}</span></div>
<label>Stake <input id="stake" type="number" min="1" step="1" value="10"></label>
<button id="play" type="button">${label}</button>
<p class="result" id="result" aria-live="polite"></p>
</main><script>
const session = ${scriptJson(view.token)}; const sites = ${scriptJson(view.siteOrigins)};
const button = document.getElementById('play');
button.addEventListener('click', async () => {
  button.disabled = true;
  try {
    const response = await fetch('/game/api/bet', { method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session, amount: Number(document.getElementById('stake').value) }) });
    const body = await response.json();
    if (!body.success) { document.getElementById('result').textContent = body.message; return; }
    const round = body.value;
    document.getElementById('balance').textContent = round.balance.toFixed(2);
    document.getElementById('result').textContent = round.win > 0 ? 'You win ' + round.win.toFixed(2) + ' (x' + round.multiplier + ')' : 'No win this time';
    const news = { source: 'sandbox-game', type: 'round', balance: round.balance, win: round.win };
    if (parent !== window) for (const site of sites) parent.postMessage(news, site);
  } finally { button.disabled = false; }
});
</script></body></html>`;
}

export function renderLobbyPage(view: { token: string; gameName: string; language: string }): string {
  return `<!doctype html><html lang="${escapeHtml(view.language.toLowerCase())}"><head><meta charset="utf-8">
<title>Allbet lobby</title><style>${style}</style></head><body><main>
<p class="note">Sandbox stand-in for Allbet's separate launch page</p>
<h1>Allbet</h1><p>Your table: ${escapeHtml(view.gameName)}</p>
<a href="/game/play?session=${encodeURIComponent(view.token)}&lang=${encodeURIComponent(view.language)}"><button type="button">Enter table</button></a>
</main></body></html>`;
}
