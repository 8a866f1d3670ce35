/** The help centre (points-centres-lottery §2 /help with #tag anchors, §7 getHelpV2). */
export const help = {
  'help.title': '帮助中心',
  'help.contents': '目录',
  'help.search': '搜索帮助',
  'help.noResults': '没有找到相关帮助。',
  'help.updated': '更新于 {date}',
};
