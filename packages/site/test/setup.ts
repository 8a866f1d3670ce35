import { setUpTestFile } from '../../ui-kit/test/test-file.setup';
import { resetLaunchPort } from '../src/app/launch.port';

// The site shares the ui-kit's set-up (jest-dom matchers; for component tests the page reset, cleanup, timeouts and
// the browser APIs the test DOM lacks).
await setUpTestFile();
// The files of a worker share its modules (vitest.shared.ts): the site's module-level state starts as on a new page.
resetLaunchPort();

if (typeof window !== 'undefined') window.scrollTo = () => {};
