/**
 * Chat room, feedback (question types as the wire sends them: 1, 2, 3, 4, 6, 0), notices, help and the right bar
 * (player-site.md §2-§5; points-centres-lottery.md §2).
 */
export const support = {
  'notice.title': '公告',
  'notice.publishedAt': '发布时间：{date}',
};
