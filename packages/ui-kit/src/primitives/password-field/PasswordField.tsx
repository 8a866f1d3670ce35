import { forwardRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { EyeIcon, EyeOffIcon } from '../../icons/icons';
import { IconButton } from '../icon-button/IconButton';
import { TextField, type TextFieldProps } from '../text-field/TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Start with the password shown. @default false */
  defaultVisible?: boolean;
  /** @default 'current-password' */
  autoComplete?: string;
}

/**
 * A password input with a show/hide toggle. The toggle is a pressed/unpressed button with a fixed name, as the
 * ARIA practices advise, so a screen reader hears "Show password, toggle button, pressed" instead of a name that
 * changes under the player. It keeps focus and the typed text.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { defaultVisible = false, autoComplete = 'current-password', disabled, ...rest },
  ref,
) {
  const t = useT();
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      ref={ref}
      {...rest}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      endAdornment={
        <IconButton
          label={t('accounts.password.show')}
          title={visible ? t('accounts.password.hide') : t('accounts.password.show')}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          aria-pressed={visible}
          disabled={disabled}
          size="sm"
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
});
