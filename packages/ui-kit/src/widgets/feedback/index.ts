// The feedback widgets' public exports, re-exported by the package's index.ts.
export type {
  FeedbackCaptchaSlot,
  FeedbackDialogProps,
  FeedbackOutcome,
  FeedbackSubmitValues,
} from './FeedbackDialog';
export { FeedbackDialog } from './FeedbackDialog';
