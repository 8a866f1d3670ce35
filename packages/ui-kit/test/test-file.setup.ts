import '@testing-library/jest-dom/vitest';

/**
 * The set-up of each test file of every React package (ui-kit's and the site's set-up files call it). Plain `.test.ts`
 * files run in Node and need none of the DOM's; component tests get it. A set-up file runs again before each test
 * file, the modules it imports only once per worker: hence a function each set-up file calls.
 */
export async function setUpTestFile() {
  if (typeof document !== 'undefined') (await import('./dom.setup.ts')).prepareTestFile();
}
