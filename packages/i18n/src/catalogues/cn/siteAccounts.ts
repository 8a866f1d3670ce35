/** The site's account flows: login page, registration page, social sign-in, second factor, forced change, forgot and change password (@platform/site). */
export const siteAccounts = {};
