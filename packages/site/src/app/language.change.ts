import type { Language } from '@platform/i18n';
import { shouldSendLanguageUpdate } from '@platform/session';
import type { Platform } from './platform';
import { PLAYER_KEYS } from './player.scope';

/**
 * The player picked a language (player-site §2 language picker): the site switches and remembers it as `hisLang`
 * (`ui.setLanguage`); a logged-in player who is not an agent also has it saved on the account (§6: "a language update
 * is sent only when logged in and not agent", agent meaning member-info type 4). When the member info cannot be read,
 * nothing is sent: an agent's account must not be changed on a guess. Shared: the header's picker and the /lang page.
 */
export async function changeLanguage(
  platform: Pick<Platform, 'ui' | 'session' | 'api' | 'queryClient'>,
  language: Language,
): Promise<'sent' | 'local'> {
  platform.ui.setLanguage(language);
  if (!platform.session.loggedIn) return 'local';
  const info = await platform.queryClient
    .fetchQuery({
      queryKey: PLAYER_KEYS.info,
      queryFn: ({ signal }) => platform.api.member.info(undefined, { signal }),
      staleTime: 5 * 60_000,
    })
    .catch(() => null);
  if (!info || !shouldSendLanguageUpdate({ loggedIn: platform.session.loggedIn, memberType: info.type })) {
    return 'local';
  }
  try {
    const updated = await platform.api.member.setInfo({ language }, { quiet: true });
    platform.queryClient.setQueryData(PLAYER_KEYS.info, updated);
    return 'sent';
  } catch {
    // The site already speaks the new language; the account keeps the old one until the next change.
    return 'local';
  }
}
