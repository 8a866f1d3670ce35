// The site shares the ui-kit's jsdom set-up (jest-dom matchers, cleanup, timeouts, the browser APIs jsdom lacks).
import '../../ui-kit/test/setup.ts';

window.scrollTo = () => {};
