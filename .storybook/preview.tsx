import type { Preview } from '@storybook/react-vite';
import {
  loadStoryMessages,
  storyA11y,
  storyGlobalTypes,
  storyInitialGlobals,
  withThemeAndLanguage,
} from '../packages/ui-kit/src/storybook/storybook.preview';

// An object literal, as Storybook's CSF parser reads the preview statically (a default export bound to another
// variable is a "CSF Parsing error"). The theme and language toolbars, their decorator and the catalogue loader live
// in storybook.preview.tsx, and so does the axe pass (a violation fails the story test).
const preview: Preview = {
  decorators: [withThemeAndLanguage],
  loaders: [loadStoryMessages],
  globalTypes: storyGlobalTypes,
  initialGlobals: storyInitialGlobals,
  parameters: {
    a11y: storyA11y,
    layout: 'fullscreen',
  },
};

export default preview;
