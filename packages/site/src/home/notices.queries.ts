import type { Contract, OutputOf } from '@platform/api-client/contract';
import type { Language } from '@platform/i18n';
import { queryOptions } from '@tanstack/react-query';
import type { Platform } from '../app/platform';
import { HOME_NOTICE_REQUEST, HOME_TIMES } from './home.constants';

export type Notice = OutputOf<Contract['notices']['list']>['list'][number];

export interface HomeNotices {
  /** Type B with an image: the home carousel. */
  banners: Notice[];
  /** Types PL and PU: the notice bar and list, newest first. */
  notices: Notice[];
}

/** Splits one notice answer into the carousel's banners and the notice list (player-site §9 request types). */
export function splitNotices(list: readonly Notice[]): HomeNotices {
  const banners = list.filter((notice) => notice.type === 'B' && notice.url);
  const notices = list
    .filter((notice) => notice.type === 'PL' || notice.type === 'PU')
    .sort((a, b) => b.startDate - a.startDate);
  return { banners, notices };
}

export const noticeQueries = {
  /** Banners and notices of the home page: types B,PL,PU of group w_home, in the page's language. */
  home: (platform: Platform, language: Language) =>
    queryOptions({
      queryKey: ['notices', HOME_NOTICE_REQUEST.groupName, HOME_NOTICE_REQUEST.types, language],
      queryFn: async ({ signal }) =>
        splitNotices((await platform.api.notices.list({ ...HOME_NOTICE_REQUEST }, { signal })).list),
      staleTime: HOME_TIMES.noticesStaleMs,
    }),
};
