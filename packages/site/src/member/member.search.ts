/** The search of /member: `page` is a member-centre page id (points-centres-lottery §2 "Route /member"). */
export interface MemberSearch {
  page?: string;
}

/** Keeps a page id that looks like one (letters and digits, at most 40); anything else opens the default page. */
export function validateMemberSearch(search: Record<string, unknown>): MemberSearch {
  const page = search.page;
  return typeof page === 'string' && /^[A-Za-z][A-Za-z0-9]{0,39}$/.test(page) ? { page } : {};
}
