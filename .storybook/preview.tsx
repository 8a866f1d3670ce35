import type { Preview } from '@storybook/react-vite';
import { storybookPreview } from '../packages/ui-kit/src/storybook/storybook.preview';

// Theme and language toolbars, the decorator that applies them, and a11y as errors: see storybook.preview.tsx.
const preview: Preview = storybookPreview;

export default preview;
