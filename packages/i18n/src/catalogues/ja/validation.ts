import type { Translation } from '../catalogue.types';
import type { validation as source } from '../cn/validation';

export const validation = {
  in_confirmation_correct: 'パスワードが一致しません',
  in_user_agreement: '利用規約をお読みのうえ、同意してください',
  br_enter_moneypwd: '取引パスワードを入力してください',
  br_enter_plname: '受取人のお名前を入力してください',
  br_enter_getaddree: 'お届け先住所を入力してください',
  br_enter_cphone: '正しい連絡先電話番号を入力してください',
  br_enright_cphone: '正しい携帯電話番号を入力してください',
  activity_apply_remark_limit1: '備考を入力してください',
  activity_apply_remark_limit2: '画像をアップロードしてください（jpg・jpeg・png 形式）',
  activity_apply_remark_limit3: '画像は jpg・jpeg・png 形式、1枚あたり 5MB 以下にしてください',
  activity_apply_remark_limit4: '画像は最大 3 枚までアップロードできます',
} satisfies Translation<typeof source>;
