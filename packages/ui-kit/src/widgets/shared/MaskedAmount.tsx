import { useT } from '../../i18n/I18nProvider';
import { VisuallyHidden } from '../../shared/VisuallyHidden';

/** What a hidden amount shows on screen. */
export const AMOUNT_MASK = '****';

export interface MaskedAmountProps {
  /** The formatted amount. */
  text: string;
  hidden: boolean;
  className?: string;
}

/** An amount, or the mask when the player hid balances: screen readers hear "Balance hidden", not four stars. */
export function MaskedAmount({ text, hidden, className }: MaskedAmountProps) {
  const t = useT();
  if (!hidden) return <span className={className}>{text}</span>;
  return (
    <span className={className}>
      <span aria-hidden="true">{AMOUNT_MASK}</span>
      <VisuallyHidden>{t('balance.hidden')}</VisuallyHidden>
    </span>
  );
}
