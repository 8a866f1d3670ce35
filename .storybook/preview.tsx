import type { Preview } from '@storybook/react-vite';
import {
  loadStoryMessages,
  storyGlobalTypes,
  storyInitialGlobals,
  withThemeAndLanguage,
} from '../packages/ui-kit/src/storybook/storybook.preview';

// An object literal, as Storybook's CSF parser reads the preview statically (a default export bound to another
// variable is a "CSF Parsing error"). The theme and language toolbars, their decorator and the catalogue loader live
// in storybook.preview.tsx; axe violations fail the story tests.
const preview: Preview = {
  decorators: [withThemeAndLanguage],
  loaders: [loadStoryMessages],
  globalTypes: storyGlobalTypes,
  initialGlobals: storyInitialGlobals,
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
};

export default preview;
