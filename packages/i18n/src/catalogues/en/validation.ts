import type { Translation } from '../catalogue.types';
import type { validation as source } from '../cn/validation';

export const validation = {
  in_confirmation_correct: 'The passwords do not match.',
  in_user_agreement: 'Please read and accept the user agreement.',
  br_enter_moneypwd: 'Please enter your payment password.',
  br_enter_plname: "Please enter the recipient's name.",
  br_enter_getaddree: 'Please enter the delivery address.',
  br_enter_cphone: 'Please enter a valid contact number.',
  br_enright_cphone: 'Please enter a valid mobile number.',
  activity_apply_remark_limit1: 'Please fill in the remarks.',
  activity_apply_remark_limit2: 'Please upload an image (jpg, jpeg or png).',
  activity_apply_remark_limit3: 'Images must be jpg, jpeg or png, up to 5 MB each.',
  activity_apply_remark_limit4: 'You can upload up to 3 images.',
} satisfies Translation<typeof source>;
