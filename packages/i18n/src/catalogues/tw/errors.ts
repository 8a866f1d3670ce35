import type { Translation } from '../catalogue.types';
import type { errors as source } from '../cn/errors';

export const errors = {
  in_sorry_in: '抱歉，請先登入',
  in_need_true_account: '試玩帳號無法使用此功能，請使用正式帳號',
  in_stay_tuned: '敬請期待',
  in_please_account: '請輸入帳號',
  in_please_information: '請填寫正確的資料',
  in_no_data: '目前沒有資料',
  game_maintenance: '遊戲維護中，請稍後再試',
  timeout_retry_please: '請求逾時，請稍後重試',
  contract_request_success: '契約操作成功',
  higher_rate: '您的下線中有成員的比例高於此契約，確定要接受嗎？',
  br_sqmypaur_twtjtu: '請輸入正確的轉換積分數量',
  br_vwxdjflb_sfyljuh: '兌換成功',
  ios17_download_tips:
    'iOS 17 以上版本：安裝完成後，請前往「設定 > 一般 > VPN與裝置管理」信任該描述檔；若提示需開啟開發者模式，請至「設定 > 隱私權與安全性 > 開發者模式」開啟。',
  'errors.network': '網路異常，請檢查網路後重試',
  'errors.networkFailure': '網路連線失敗',
  'errors.sessionExpired': '登入已失效，請重新登入',
  'errors.unknown': '系統忙碌中，請稍後再試',
  'errors.domain.unavailableTitle': '目前線路無法存取',
  'errors.domain.unavailableMessage': '您造訪的網域暫時無法使用，請重試，或聯絡客服取得最新網址',
} satisfies Translation<typeof source>;
