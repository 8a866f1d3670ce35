// The payments widgets' public exports, re-exported by the package's index.ts.
export type {
  PaymentAnswer,
  PaymentAnswerOutcome,
  PaymentConfirmationData,
  PaymentConfirmDialogProps,
} from './PaymentConfirmDialog';
export { PaymentConfirmDialog } from './PaymentConfirmDialog';
