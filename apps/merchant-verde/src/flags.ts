/** This merchant's flag defaults; the server's whitelabel flags override them once, at start-up. */
export const flagDefaults: Record<string, string> = {};
