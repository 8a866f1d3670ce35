// The offline page's script (offline.html, written per merchant by vite.pwa.ts): its words in the player's language,
// and Retry. Plain JavaScript, precached as it is: the page must work with nothing of the app's code at hand.
// The language follows @platform/i18n's order for a visit (resolveInitialLanguage) without the merchant's default,
// which comes from the server: the remembered choice (`hisLang`), else the browser's first supported tag, else CN.
(() => {
  const words = JSON.parse(document.getElementById('offline-words').textContent);
  const fromTag = (tag) => {
    const upper = String(tag).toUpperCase();
    if (words[upper]) return upper;
    const [primary, ...rest] = upper.split(/[-_]/);
    if (primary === 'ZH') return rest.some((t) => ['HANT', 'TW', 'HK', 'MO'].includes(t)) ? 'TW' : 'CN';
    return ['JA', 'EN', 'TH', 'VI'].includes(primary) ? primary : null;
  };
  let remembered = null;
  try {
    remembered = localStorage.getItem('hisLang');
  } catch {
    // Storage blocked: the browser's languages decide.
  }
  const language =
    (words[remembered] && remembered) ||
    (navigator.languages || [navigator.language]).map(fromTag).find(Boolean) ||
    'CN';
  const chosen = words[language];
  document.documentElement.lang = chosen.lang;
  for (const element of document.querySelectorAll('[data-key]')) element.textContent = chosen[element.dataset.key];
  document.title = `${chosen['offline.title']} · ${document.title.split(' · ').pop()}`;
  document.getElementById('retry').addEventListener('click', () => location.reload());
})();
