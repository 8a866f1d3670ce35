/** The notices page and dialog (player-site.md §9). */
export const notices = {
  'notices.title': '公告',
  'notices.publishedAt': '发布时间：{date}',
};
