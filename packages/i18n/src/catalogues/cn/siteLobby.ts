/** The site's lobby and game launch: home games block, game lists, electronic lobby, launch frames and refusals (@platform/site). */
export const siteLobby = {};
