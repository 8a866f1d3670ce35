/**
 * Messages returned by @platform/validation: the spec's validation keys (points-centres-lottery.md §5,
 * player-site.md §5) as they are named there, plus the package's own `validation.*` keys.
 */
export const validation = {
  in_confirmation_correct: '两次输入的密码不一致',
  in_user_agreement: '请阅读并同意用户协议',
  br_enter_moneypwd: '请输入资金密码',
  br_enter_plname: '请输入收货人姓名',
  br_enter_getaddree: '请输入收货地址',
  br_enter_cphone: '请输入正确的联系电话',
  br_enright_cphone: '请输入正确的手机号码',
  activity_apply_remark_limit1: '请填写备注',
  activity_apply_remark_limit2: '请上传图片（支持 jpg、jpeg、png 格式）',
  activity_apply_remark_limit3: '图片仅支持 jpg、jpeg、png 格式，且每张不超过 5MB',
  activity_apply_remark_limit4: '最多只能上传 3 张图片',
};
