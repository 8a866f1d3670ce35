import '@testing-library/jest-dom/vitest';

// The set-up of every React package (the site imports this file too). Plain `.test.ts` files run in Node and need
// none of the DOM's; component tests get it.
if (typeof document !== 'undefined') await import('./dom.setup.ts');
