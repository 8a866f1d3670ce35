import type { Translation } from '../catalogue.types';
import type { download as source } from '../cn/download';

export const download = {
  'download.title': 'Download the App',
  'download.app.IOS': 'iOS app',
  'download.app.Android': 'Android app',
  'download.app.H5': 'Mobile site',
  'download.qr': 'QR code for the {name}',
  'download.get': 'Get the {name}',
  'download.openSite': 'Open the {name}',
  'download.enlarge': 'Enlarge the {name} code',
  'download.profile': 'Install the iOS profile',
  'download.steps': 'Installing on iOS',
  'download.step.1': '1. Scan the iOS code with the camera',
  'download.step.2': '2. Allow the profile to download',
  'download.step.3': '3. Open Settings > Profile Downloaded',
  'download.step.4': '4. Tap Install and enter your passcode',
  'download.step.5': '5. Trust the developer in VPN & Device Management',
  'download.step.6': '6. Open the app from the home screen',
  'download.install.title': 'Add to home screen',
  'download.install.text': 'Open {name} from your home screen, like an app.',
  'download.install.button': 'Install on home screen',
  'download.install.ios': 'On iPhone or iPad: in Safari, tap Share, then Add to Home Screen.',
  'download.install.other':
    'In other browsers: open the browser menu and choose Install app or Add to Home screen. Already installed? Open it from your home screen.',
  'download.install.done': 'Installed: open it from your home screen.',
} satisfies Translation<typeof source>;
