import type { Translation } from '../catalogue.types';
import type { validation as source } from '../cn/validation';

export const validation = {
  in_confirmation_correct: '兩次輸入的密碼不一致',
  in_user_agreement: '請閱讀並同意使用者條款',
  br_enter_moneypwd: '請輸入資金密碼',
  br_enter_plname: '請輸入收件人姓名',
  br_enter_getaddree: '請輸入收件地址',
  br_enter_cphone: '請輸入正確的聯絡電話',
  br_enright_cphone: '請輸入正確的手機號碼',
  activity_apply_remark_limit1: '請填寫備註',
  activity_apply_remark_limit2: '請上傳圖片（支援 jpg、jpeg、png 格式）',
  activity_apply_remark_limit3: '圖片僅支援 jpg、jpeg、png 格式，且每張不得超過 5MB',
  activity_apply_remark_limit4: '最多只能上傳 3 張圖片',
} satisfies Translation<typeof source>;
