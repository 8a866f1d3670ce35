import type { FlagDefaults } from '@platform/site';

/**
 * Aurum Palace's flag defaults. The server's whitelabel flags override them once, at start-up; these decide what the
 * site shows before that answer, and for any flag the server does not send.
 */
export const flagDefaults: FlagDefaults = {
  MAILCEN: true,
  CBS3: true,
  REWCEN3: true,
  FREEDEMO3: true,
};
