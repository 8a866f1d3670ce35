import { lazy } from 'react';
import { defineFeature } from '../app/feature';
import { AccountDialogs } from './AccountDialogs';
import { accountRoutes } from './accounts.routes';
import './accounts.intents';
import { accountsOf } from './accounts.store';
import { HeaderLoginLinks } from './HeaderLoginLinks';

const register = { title: 'seo.register.title', description: 'seo.register.description' } as const;

/**
 * Login, registration, passwords, the second factor and social sign-in (player-site §2, §4, §5). Its dialogs (second
 * factor, forced change, first-login welcome, change password...) stay on screen across pages, so they outlast the
 * header's login links, which the frame swaps for the info bar as soon as the player is in.
 */
export const accountsFeature = defineFeature({
  name: 'accounts',
  routes: accountRoutes,
  seo: { '/register': register, '/register.html': register },
  overlays: [{ id: 'dialogs', component: AccountDialogs }],
  dialogs: {
    login: lazy(() => import('./accounts.intents').then((m) => ({ default: m.LoginIntent }))),
    changePassword: lazy(() => import('./accounts.intents').then((m) => ({ default: m.ChangePasswordIntent }))),
  },
  headerItems: [
    {
      id: 'login',
      audience: 'visitor',
      component: lazy(() => import('./HeaderLogin').then((m) => ({ default: m.HeaderLogin }))),
      standIn: HeaderLoginLinks,
    },
  ],
  // The login flags of the feature: captcha asked, social identity to bind, a pending forced change.
  onSessionEnd: (platform) => accountsOf(platform).reset(),
});
