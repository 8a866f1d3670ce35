/** The language page (player-site §2 /lang). */
export const languages = {
  'lang.title': '选择语言',
};
