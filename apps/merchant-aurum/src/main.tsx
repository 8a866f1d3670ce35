import { themeRoot } from '@platform/ui-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { merchant } from '../package.json';
import { theme } from './theme.css';

// Foundation stage: a themed page with the merchant's name. @platform/site's createMerchantApp replaces this.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
document.body.classList.add(theme, themeRoot);
createRoot(root).render(
  <StrictMode>
    <main>
      <h1>{merchant.displayName}</h1>
    </main>
  </StrictMode>,
);
