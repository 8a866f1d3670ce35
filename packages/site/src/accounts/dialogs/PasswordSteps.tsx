import {
  ChangePasswordDialog,
  type ChangePasswordValues,
  type ForgotMethod,
  ForgotPasswordDialog,
} from '@platform/ui-kit';
import { phoneRuleFrom } from '@platform/validation';
import { useQuery } from '@tanstack/react-query';
import { bootstrapQueries } from '../../app/bootstrap.queries';
import { usePlatform } from '../../app/platform.context';
import { useAccounts } from '../useAccounts';

/**
 * Forgot password (player-site §2, §3): by e-mail (form-encoded on the wire, as the contract declares) or by phone
 * (JSON), the phone tab only where the merchant sends SMS. Refusals show as toasts (the dialog has no error slot).
 */
export function ForgotPasswordStep() {
  const platform = usePlatform();
  const accounts = useAccounts();
  const status = useQuery(bootstrapQueries.status(platform));
  const methods: ForgotMethod[] = status.data?.sms.enabled === false ? ['email'] : ['email', 'phone'];
  return (
    <ForgotPasswordDialog
      open
      onOpenChange={(open) => (open ? undefined : accounts.store.close('forgotPassword'))}
      methods={methods}
      onSubmitEmail={async (values) => {
        try {
          await platform.api.accounts.forgotPasswordByEmail(values, { quiet: true });
        } catch (error) {
          accounts.login.warn(error);
          throw error;
        }
      }}
      onSubmitPhone={(values) => platform.api.accounts.forgotPasswordByPhone(values, { quiet: true })}
      onPhoneError={(error) => accounts.login.warn(error, 'warning')}
      mobileRule={phoneRuleFrom(status.data?.register.fields.mobileNum)}
      clock={platform.clock}
    />
  );
}

/** Change password (player-site §2, §3; the info bar's entry): locked for 3000 ms after a submit (points §9). */
export function ChangePasswordStep() {
  const platform = usePlatform();
  const accounts = useAccounts();
  const status = useQuery(bootstrapQueries.status(platform));
  const change = async (values: ChangePasswordValues) => {
    try {
      await platform.api.accounts.changePassword(values, { quiet: true });
    } catch (error) {
      accounts.login.warn(error);
      throw error;
    }
  };
  return (
    <ChangePasswordDialog
      open
      onOpenChange={(open) => (open ? undefined : accounts.store.close('changePassword'))}
      onSubmit={change}
      passwordRule={status.data?.register.fields.password ?? null}
      clock={platform.clock}
    />
  );
}
