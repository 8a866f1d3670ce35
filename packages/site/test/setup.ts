// The site shares the ui-kit's set-up (jest-dom matchers; for component tests cleanup, timeouts and the browser APIs
// the test DOM lacks).
import '../../ui-kit/test/setup.ts';

if (typeof window !== 'undefined') window.scrollTo = () => {};
