// The accounts widgets' public exports, re-exported by the package's index.ts.
export type { CaptchaSlot, WidgetCaptcha } from './login/captcha.slot';
export type { LoginCaptcha, LoginSubmitValues, LoginWidgetProps } from './login/LoginWidget';
export { LoginWidget } from './login/LoginWidget';
export type { LoginMode, SocialChannel } from './login/login.rules';
export { checkLogin, SOCIAL_CHANNEL_NAMES } from './login/login.rules';
export type { ChangePasswordDialogProps, ForcedChangeReason } from './password/ChangePasswordDialog';
export { ChangePasswordDialog } from './password/ChangePasswordDialog';
export type { ForgotPasswordDialogProps } from './password/ForgotPasswordDialog';
export { ForgotPasswordDialog } from './password/ForgotPasswordDialog';
export type { ChangePasswordValues, ForgotMethod } from './password/password.rules';
export type { RegistrationFormProps, RegistrationSubmitValues } from './registration/RegistrationForm';
export { RegistrationForm } from './registration/RegistrationForm';
export { FIELD_PRESENTATION, shownFields } from './registration/registration.fields';
export type { SecondFactorDialogProps } from './second-factor/SecondFactorDialog';
export { SecondFactorDialog } from './second-factor/SecondFactorDialog';
export type { CodeMethod, SecondFactorMethod, SecondFactorValues } from './second-factor/second-factor.methods';
export { SECOND_FACTOR_METHODS } from './second-factor/second-factor.methods';
