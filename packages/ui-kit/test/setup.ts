import { setUpTestFile } from './test-file.setup';

// The set-up of every React package (the site's calls the same function).
await setUpTestFile();
