import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import multipart from '@fastify/multipart';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import { registerJsonOnlyBodies } from './common/http/json-only';
import { registerOriginCheck } from './common/http/origin-check';
import { registerPrivateCaching } from './common/http/private-cache';
import { trustFunction } from './common/http/trust-proxy';
import { registerOversizeBodyAnswer } from './common/http/oversize-body';
import { registerSecurityHeaders } from './common/http/security-headers';
import { registerJsonCompression } from './common/http/json-compression';
import { registerStaticFiles } from './common/http/static-files';
import { SeoService } from './modules/seo/seo.service';
import { PinoNestLogger } from './common/logging/logger';
import type { AppConfig } from './config/config';
import { type EmbeddedDatabase, startEmbeddedDatabase } from './database/embedded-database';
import { DemoSeeder } from './database/seeders/demo.seeder';
import { Jobs } from './jobs/jobs.service';
import { AppUrl } from './mail/app-url';
import { registerDevMailbox } from './mail/dev-mailbox';

export interface RunningServer {
  app: NestFastifyApplication;
  url: string;
  databaseUrl: string;
  embedded: boolean;
  /** Drains in-flight requests, closes the app, then stops the embedded database. */
  close(): Promise<void>;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

function describeTarget(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}${u.pathname}`;
}

/** Fails fast (one line) when the configured database cannot be reached. */
async function assertReachable(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    const reason = error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.message) : String(error);
    throw new Error(`Cannot reach the database at DATABASE_URL (${describeTarget(databaseUrl)}): ${reason}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Replicas starting together take turns: the migrator itself holds no cross-process lock. */
const MIGRATION_LOCK = 727_100;
export async function migrate(orm: MikroORM, databaseUrl: string, log: (line: string) => void): Promise<void> {
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await orm.migrator.up();
    if (applied.length > 0) log(`Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`);
  } finally {
    await lock.end();
  }
}

export async function startServer(config: AppConfig, logger: Logger): Promise<RunningServer> {
  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedDatabase(config.dataDir, (line) => logger.info(line));
    databaseUrl = embedded.url;
  }

  try {
    await assertReachable(databaseUrl);
    const adapter = new FastifyAdapter({
      loggerInstance: logger,
      genReqId: (req: IncomingMessage) => {
        const given = req.headers['x-request-id'];
        return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      },
      // One trust function for request.ip/.host/.protocol and the origin checks (REST and socket).
      trustProxy: trustFunction(config.trustProxy),
      bodyLimit: 1024 * 1024,
      // Errors Fastify raises before routing (a malformed percent-escape, an over-long path parameter)
      // answer in our `{ message, code }` shape, without quoting the URL back.
      frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
        const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
        void reply.code(status).send({ message: 'The request URL is malformed.', code: 'BAD_URL' });
      },
    });
    const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, databaseUrl), adapter, {
      logger: new PinoNestLogger(logger),
      abortOnError: false,
    });
    app.setGlobalPrefix('api');
    const fastify = app.getHttpAdapter().getInstance();
    fastify.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-request-id', request.id);
      return payload;
    });
    registerSecurityHeaders(fastify, {
      https: config.publicUrl?.startsWith('https:') ?? false,
      // Uploaded images load from the bucket's origin when they live in S3.
      imageOrigins: config.s3 ? [new URL(config.s3.publicUrl).origin] : [],
    });
    registerOriginCheck(fastify, config.publicUrl, trustFunction(config.trustProxy));
    registerJsonOnlyBodies(fastify);
    registerOversizeBodyAnswer(fastify);
    registerPrivateCaching(fastify);
    registerJsonCompression(fastify);
    const pwaDistDir = config.pwaDistDir ?? path.resolve(__dirname, '../../pwa/dist');
    // POST /api/upload-image: one file of at most 15 MB (UPLOAD_LIMITS; checked again per request).
    await fastify.register(multipart, { limits: { fileSize: 15 * 1024 * 1024, files: 1 } });
    // The development mailbox shows everyone's e-mail: never in production.
    if (!config.isProduction) registerDevMailbox(fastify, app.get(EntityManager));
    const pages = await app.get(SeoService).servePages(fastify, pwaDistDir);
    await registerStaticFiles(fastify, { pwaDistDir, uploadsDir, ...pages });

    await app.init();
    await migrate(app.get(MikroORM), databaseUrl, (line) => logger.info(line));
    // The job library's own schema (created or migrated by it) and our queues: sends work from here on, on every replica.
    await app.get(Jobs).prepare();
    if (config.seedDemoData) {
      const result = await new DemoSeeder({ uploadsDir, log: (line) => logger.info(line) }).seedIfEmpty(app.get(EntityManager).fork());
      if (result.seeded) logger.info(result.summary);
    }

    await app.listen({ port: config.port, host: config.host });
    const address = fastify.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = config.publicUrl ?? `http://localhost:${port}`;
    app.get(AppUrl).setListening(url);
    // Background jobs (mail outbox, cleanups) start once the server listens (not with RUN_JOBS=false).
    await app.get(Jobs).start();

    let closing: Promise<void> | undefined;
    return {
      app,
      url,
      databaseUrl,
      embedded: !!embedded,
      close: () =>
        (closing ??= (async () => {
          await app.close();
          await embedded?.stop();
        })()),
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
