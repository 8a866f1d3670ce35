import { MEMBER_CENTRE_ALIASES, MEMBER_CENTRE_PAGES } from '@platform/session';

/** /member?page=<id>: the old form of a centre address; it goes to /member/<id>. */
export interface MemberSearch {
  page?: string;
}

const isPageName = (value: unknown): value is string =>
  typeof value === 'string' &&
  ((MEMBER_CENTRE_PAGES as readonly string[]).includes(value) || value in MEMBER_CENTRE_ALIASES);

/** Keeps a page id the centre knows (or an alias of one); anything else opens the default page. */
export function validateMemberSearch(search: Record<string, unknown>): MemberSearch {
  return isPageName(search.page) ? { page: search.page } : {};
}
