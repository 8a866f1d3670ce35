export type { AmountContext, AmountField } from './amount.validate.ts';
export { amountDigits, validateAmount } from './amount.validate.ts';
export type { ClaimField, ClaimRequirements, ClaimValues, YesNo } from './claim.validate.ts';
export { clampClaimRemarks, validateClaim, validateClaimImage, validateNotReceivedProof } from './claim.validate.ts';
export type { ConvertContext, ConvertField, ConvertValues } from './convert.validate.ts';
export { normaliseConvertAmount, validateConvert } from './convert.validate.ts';
export type { FeedbackContext, FeedbackField, FeedbackValues } from './feedback.validate.ts';
export { checkFeedbackDescription, isFeedbackType, validateFeedback } from './feedback.validate.ts';
export type {
  FieldCheckMode,
  FieldConfig,
  InvalidReason,
  LengthPatternRule,
  LooseFlag,
  RawFieldConfig,
} from './field-config.ts';
export { checkField, compilePattern, invalidReason, normaliseFieldConfig } from './field-config.ts';
export type { ImageFacts, ImageInput, ImageProblem, ImageType } from './image.check.ts';
export { detectImageType, imageProblem, imageProblems, readImageFacts } from './image.check.ts';
export type { LoginContext, LoginField, LoginType, LoginValues } from './login.validate.ts';
export { normaliseLogin, validateLogin } from './login.validate.ts';
export type { PhoneRule } from './phone.ts';
export { isValidMobile, isValidPhone, phoneRuleFrom } from './phone.ts';
export type {
  RedeemContext,
  RedeemField,
  RedeemPasswordKind,
  RedeemPricing,
  RedeemType,
  RedeemValues,
} from './redeem.validate.ts';
export {
  clampRedeemQuantity,
  defaultRedeemType,
  redeemCost,
  redeemPasswordKind,
  redeemTypesFor,
  validateRedeem,
  validateRedeemQuantity,
} from './redeem.validate.ts';
export type {
  AffiliateCheckResult,
  RegistrationContext,
  RegistrationField,
  RegistrationFieldConfigs,
  RegistrationIssueField,
  RegistrationMode,
  RegistrationValues,
} from './registration.validate.ts';
export {
  affiliateFailureAction,
  checkRegistrationField,
  REGISTRATION_FIELDS,
  registrationIssues,
  validateRegistration,
  validateRegistrationSubmit,
  validateSendCode,
} from './registration.validate.ts';
export type { FeedbackType } from './validation.constants.ts';
export { DEFAULT_FEEDBACK_TYPE, FEEDBACK_TYPES, VALIDATION_LIMITS } from './validation.constants.ts';
export type { ValidationMessageKey } from './validation.keys.ts';
export { validationMessageKeys } from './validation.keys.ts';
export type { ValidationFailure, ValidationIssue, ValidationResult, ValidationSuccess } from './validation.result.ts';
export { toResult } from './validation.result.ts';
