/** The site shell: header, navigation, info bar wiring, notices, banners, SEO, maintenance and domain pages (@platform/site). */
export const siteShell = {};
