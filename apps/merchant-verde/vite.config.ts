import { merchantViteConfig } from '../../vite.shared.ts';

export default merchantViteConfig();
