// Worker entry of the reference backend (backend/wrangler.toml).
import { app } from './app';

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<BackendEnv>;
