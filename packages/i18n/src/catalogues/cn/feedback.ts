/** The feedback modal (player-site.md §2, §3, §5): question types as the wire sends them (1, 2, 3, 4, 6, 0). */
export const feedback = {
  'feedback.title': '意见反馈',
  'feedback.type': '问题类型',
  'feedback.type1': '充值问题',
  'feedback.type2': '提款问题',
  'feedback.type3': '游戏问题',
  'feedback.type4': '客服问题',
  'feedback.type6': '申请代理问题',
  'feedback.type0': '其他问题',
  'feedback.description': '问题描述',
  'feedback.descriptionHint': '请详细描述您遇到的问题（{min}-{max} 个字）',
  'feedback.image': '上传图片（选填）',
  'feedback.imageHint': '仅限 1 张 jpg、jpeg 或 png 图片，不超过 5MB',
  'feedback.imageLoginHint': '登录后可上传图片',
  'feedback.submit': '提交',
  'feedback.thanks': '感谢您的反馈！我们会尽快处理。',
};
