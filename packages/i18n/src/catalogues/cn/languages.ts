/** The language page (player-site §2 /lang). */
export const languages = {
  'languages.title': '选择语言',
};
