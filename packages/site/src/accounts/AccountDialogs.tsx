import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { DialogPending } from '../app/DialogPending';
import { usePlatform } from '../app/platform.context';
import { type AccountDialog, accountsOf } from './accounts.store';

type Kind = AccountDialog['kind'];

const loaders = {
  login: () => import('./login/LoginDialog').then((m) => ({ default: m.LoginDialog })),
  secondFactor: () => import('./dialogs/LoginSteps').then((m) => ({ default: m.SecondFactorStep })),
  startingPassword: () => import('./dialogs/LoginSteps').then((m) => ({ default: m.StartingPasswordStep })),
  forcedChange: () => import('./dialogs/LoginSteps').then((m) => ({ default: m.ForcedChangeStep })),
  firstLogin: () => import('./dialogs/LoginSteps').then((m) => ({ default: m.FirstLoginStep })),
  bindChoice: () => import('./dialogs/BindChoiceStep').then((m) => ({ default: m.BindChoiceStep })),
  forgotPassword: () => import('./dialogs/PasswordSteps').then((m) => ({ default: m.ForgotPasswordStep })),
  changePassword: () => import('./dialogs/PasswordSteps').then((m) => ({ default: m.ChangePasswordStep })),
} satisfies Record<Kind, () => Promise<{ default: ComponentType }>>;

/** Every account dialog is a lazy chunk: the home route carries only this table. */
const dialogs = Object.fromEntries(Object.entries(loaders).map(([kind, load]) => [kind, lazy(load)])) as Record<
  Kind,
  LazyExoticComponent<ComponentType>
>;

/** Starts downloading a dialog's chunk before it is needed (the login button on hover or focus). */
export function preloadAccountDialog(kind: Kind): void {
  void loaders[kind]();
}

let nextHostId = 1;

/**
 * Renders the open account dialog (second factor, forced change, welcome, social binding, forgot and change
 * password, the login popup). Render it once, anywhere inside the providers and the router; it may be rendered in
 * several places (the shell, HeaderLogin): only the first mounted host draws, and the next takes over when it goes.
 */
export function AccountDialogs() {
  const platform = usePlatform();
  const store = accountsOf(platform);
  const { dialog, hosts } = useSnapshot(store);
  const [id] = useState(() => nextHostId++);

  useEffect(() => {
    store.hosts.push(id);
    return () => {
      const index = store.hosts.indexOf(id);
      if (index !== -1) store.hosts.splice(index, 1);
    };
  }, [store, id]);

  if (hosts[0] !== id || !dialog) return null;
  const Dialog = dialogs[dialog.kind];
  return (
    <Suspense fallback={<DialogPending />}>
      <Dialog />
    </Suspense>
  );
}
