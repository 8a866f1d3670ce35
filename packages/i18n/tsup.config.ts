import { libraryConfig } from '../../tsup.shared.ts';

// Splitting keeps each language catalogue in its own chunk behind its dynamic import(), so a page loads only the
// language it shows.
export default libraryConfig({ splitting: true });
