import { ConfigError, loadConfig } from './config/config';
import { createLogger } from './common/logging/logger';
import { DEMO_PASSWORD, DEMO_USERS } from './database/seeders/demo.seeder';
import { startServer } from './server';

/** `npm start`: validate settings, start (embedded) PostgreSQL, migrate, seed, serve. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  let server;
  try {
    server = await startServer(config, logger);
  } catch (error) {
    process.stderr.write(`Dockside could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }

  const demo = DEMO_USERS.map((u) => `${u.username} (${u.description})`).join(', ');
  process.stdout.write(
    `\nDockside is running at ${server.url}\n` +
      `Database: ${server.embedded ? `embedded PostgreSQL, data in ${config.dataDir}` : 'DATABASE_URL'}\n` +
      (config.seedDemoData ? `Demo sign-in: ${demo} — password ${DEMO_PASSWORD}\n\n` : '\n'),
  );

  let signals = 0;
  const shutdown = (signal: string) => {
    signals += 1;
    if (signals > 1) {
      process.stderr.write('Forced exit.\n');
      process.exit(1);
    }
    logger.info(`${signal} received: draining requests and stopping`);
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown(signal));
}

void main();
