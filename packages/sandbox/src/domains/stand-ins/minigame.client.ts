/**
 * The mini-game stand-in, served as `/mini-game/{version}/minigame.js` on the API and on every merchant site's origin
 * (points-centres-lottery.md §2 "Other", §4). A real vendor script is loaded at the same path and has the same entry
 * point, so the site never knows which one it got:
 *
 * ```ts
 * // The script defines one global once it has run:
 * window.MiniGame = {
 *   version: '1.4.2',            // the {version} of the path it was loaded from
 *   standIn: true,               // only the stand-in says so; a vendor's script leaves it out
 *   mount(element, { language }) // draws the game inside `element` (which the site sizes and places)
 *     => { unmount() },          // removes everything it drew and its listeners
 * };
 * ```
 *
 * The game: three reels of fruit and a Spin button; three alike is a win. It keeps no score on the server (a real
 * vendor's game would bet against the wallet through its own API), and it says plainly that it is a stand-in.
 * Plain JavaScript in a string, like the bot-check stand-in (`geetest.client.ts`): served as it is, never bundled.
 */
export function miniGameClientScript(version: string): string {
  return `(function () {
  'use strict';
  var VERSION = ${JSON.stringify(version)};
  var SYMBOLS = ['\\u{1F352}', '\\u{1F34B}', '\\u{1F514}', '\\u2B50'];
  var NAMES = ['cherry', 'lemon', 'bell', 'star'];
  var WORDS = {
    en: { title: 'Lucky reels', spin: 'Spin', win: 'Three alike: you win!', lose: 'Not this time', note: 'Sandbox stand-in mini-game' },
    cn: { title: '幸运转轴', spin: '旋转', win: '三个相同：您赢了！', lose: '再试一次', note: '沙盒替身小游戏' }
  };
  function mount(element, options) {
    var lang = options && /^(cn|tw|zh)/i.test(String(options.language || '')) ? 'cn' : 'en';
    var words = WORDS[lang];
    var root = document.createElement('div');
    root.setAttribute('data-minigame-stand-in', VERSION);
    root.style.cssText = 'display:grid;gap:6px;justify-items:center;font:13px/1.3 system-ui,sans-serif;color:#111;' +
      'background:#fff;border-radius:12px;padding:8px;min-width:132px';
    var title = document.createElement('strong');
    title.textContent = words.title;
    var reels = document.createElement('div');
    reels.setAttribute('role', 'img');
    reels.style.cssText = 'font-size:22px;letter-spacing:4px';
    var spin = document.createElement('button');
    spin.type = 'button';
    spin.textContent = words.spin;
    spin.style.cssText = 'min-height:44px;min-width:72px;border-radius:16px;border:0;background:#1d4ed8;color:#fff;' +
      'font:inherit;font-weight:600;cursor:pointer';
    var result = document.createElement('p');
    result.setAttribute('role', 'status');
    result.style.cssText = 'margin:0;min-height:1.3em';
    var note = document.createElement('small');
    note.textContent = words.note + ' ' + VERSION;
    note.style.cssText = 'color:#444';
    function show(picks) {
      reels.textContent = picks.map(function (i) { return SYMBOLS[i]; }).join(' ');
      reels.setAttribute('aria-label', picks.map(function (i) { return NAMES[i]; }).join(', '));
    }
    function roll() {
      var picks = [0, 1, 2].map(function () { return Math.floor(Math.random() * SYMBOLS.length); });
      show(picks);
      result.textContent = picks[0] === picks[1] && picks[1] === picks[2] ? words.win : words.lose;
    }
    // The press that ends a drag of the widget must not spin: the site stops that click before it gets here.
    spin.addEventListener('click', roll);
    show([3, 3, 3]);
    root.append(title, reels, spin, result, note);
    element.appendChild(root);
    return {
      unmount: function () {
        spin.removeEventListener('click', roll);
        root.remove();
      }
    };
  }
  window.MiniGame = { version: VERSION, standIn: true, mount: mount };
})();
`;
}
