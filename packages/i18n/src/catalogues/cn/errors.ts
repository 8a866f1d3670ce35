/**
 * The spec's message catalogue (player-site.md §8, points-centres-lottery.md §8), keys as the spec names them,
 * and the messages for the client's error behaviours (session end, network, launch failure).
 */
export const errors = {
  in_sorry_in: '抱歉，请先登录',
  in_need_true_account: '试玩账号无法使用此功能，请使用正式账号',
  in_stay_tuned: '敬请期待',
  in_please_account: '请输入账号',
  in_please_information: '请填写正确的信息',
  in_no_data: '暂无数据',
  game_maintenance: '游戏维护中，请稍后再试',
  timeout_retry_please: '请求超时，请稍后重试',
  contract_request_success: '契约操作成功',
  higher_rate: '您的下级中有成员的比例高于此契约，确定要接受吗？',
  br_sqmypaur_twtjtu: '请输入正确的转换积分数量',
  br_vwxdjflb_sfyljuh: '兑换成功',
  ios17_download_tips:
    'iOS 17 及以上版本：安装完成后，请前往「设置 > 通用 > VPN与设备管理」信任该描述文件；如提示需开启开发者模式，请在「设置 > 隐私与安全性 > 开发者模式」中开启。',
  'errors.network': '网络异常，请检查网络后重试',
  'errors.networkFailure': '网络连接失败',
  'errors.sessionExpired': '登录已失效，请重新登录',
  'errors.unknown': '系统繁忙，请稍后再试',
  'errors.domain.unavailableTitle': '当前线路无法访问',
  'errors.domain.unavailableMessage': '您访问的域名暂时不可用，请重试，或联系客服获取最新地址',
};
