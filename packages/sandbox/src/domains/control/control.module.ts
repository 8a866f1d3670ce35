import type { SandboxModule } from '../../core/module';
import { controlRoutes } from './control.routes';

/** The control API under `/__control`, guarded by the `X-Control-Key` header. */
export const controlModule: SandboxModule = {
  name: 'control',
  routes: (app, runtime) => controlRoutes(app, runtime),
  banner: (runtime) => [`control API: /__control (header X-Control-Key: ${runtime.config.controlKey})`],
};
