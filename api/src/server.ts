import { buildApp } from './app.js';
import { ConfigError, loadConfig, type ServerConfig } from './config.js';
import { shutDownGracefully } from './shutdown.js';

function readConfig(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const app = await buildApp({ config });

// SIGTERM (an orchestrator replacing the instance): drain first, so no request is dropped. SIGINT (Ctrl-C
// at a terminal): no drain. Both close cleanly, so an embedded PGlite database is flushed to disk.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    const drainMs = signal === 'SIGTERM' ? config.shutdown.drainMs : 0;
    shutDownGracefully(app, { drainMs, graceMs: config.shutdown.graceMs }).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start listening');
  await app.close();
  process.exit(1);
}
