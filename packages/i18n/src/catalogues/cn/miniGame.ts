/** The mini-game widget (points-centres-lottery.md §2 "Other", §4). */
export const miniGame = {
  'miniGame.title': '小游戏',
  'miniGame.dragHint': '按住标题栏片刻即可拖动',
  'miniGame.collapse': '收起小游戏',
  'miniGame.expand': '展开小游戏',
  'miniGame.loadFailed': '小游戏加载失败，请稍后再试',
};
