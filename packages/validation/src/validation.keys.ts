/** The keys the spec names (points-centres-lottery.md §5, §8; player-site.md §5), used as the spec spells them. */
export const specMessageKeys = [
  'in_please_information',
  'in_confirmation_correct',
  'in_user_agreement',
  'br_enright_cphone',
  'activity_apply_remark_limit1',
  'activity_apply_remark_limit2',
  'activity_apply_remark_limit3',
  'activity_apply_remark_limit4',
  'br_enter_moneypwd',
  'br_enter_plname',
  'br_enter_getaddree',
  'br_enter_cphone',
  'br_sqmypaur_twtjtu',
] as const;

/** This package's names, `validation_*`, for failures the spec describes without a key (README, "Message keys"). */
export const packageMessageKeys = [
  'validation_field_required',
  'validation_captcha_required',
  'validation_bot_check_required',
  'validation_affiliate_invalid',
  'validation_login_incorrect',
  'validation_remarks_too_long',
  'validation_proof_required',
  'validation_proof_single_image',
  'validation_feedback_description_required',
  'validation_feedback_description_length',
  'validation_feedback_type_invalid',
  'validation_feedback_image_login_required',
  'validation_redeem_login_password',
  'validation_redeem_out_of_stock',
  'validation_convert_insufficient_points',
  'validation_amount_invalid',
  'validation_amount_decimals',
  'validation_amount_whole',
] as const;

/** Every message key a validator of this package can return: the spec's keys, then this package's own. */
export const validationMessageKeys = [...specMessageKeys, ...packageMessageKeys] as const;

export type ValidationMessageKey = (typeof validationMessageKeys)[number];
