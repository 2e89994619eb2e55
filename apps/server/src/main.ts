import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { resolveInstanceSecret } from './db/instance-secret.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { loadDocs } from './modules/docs/docs-loader.ts';
import { ensureInitialStaff } from './modules/users/staff.service.ts';
import { DOCS_CONTENT_DIR } from './paths.ts';
import { startGateway } from './whatsapp/start-gateway.ts';

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const secret = await resolveInstanceSecret(database.db, config.SESSION_SECRET);
  const app = await buildApp({ config, database, secret });
  // With MEDIA_S3_BUCKET set, a bucket that cannot be reached stops the start, naming why.
  await app.media.check();

  const staff = await ensureInitialStaff(database.db);
  if (staff) {
    // Printed once: the only way into the admin panel of a new installation.
    app.log.warn(
      `No staff user existed, so one was created. Username: ${staff.username} Password: ${staff.password} ` +
        '(change it with npm run staff:create -- --username admin --password NEW)',
    );
  }

  if (config.ROLE !== 'gateway') {
    // The repository's docs: new or changed files only; a document staff edited is kept and named here.
    const docs = await loadDocs(database.db, DOCS_CONTENT_DIR);
    app.log.info(
      { added: docs.added.length, updated: docs.updated.length },
      'docs loaded from the repository',
    );
    if (docs.keptStaffEdits.length > 0) {
      app.log.warn(
        { documents: docs.keptStaffEdits },
        'docs changed in the repository were not loaded: staff edited them (edit them in /apanel/docs)',
      );
    }
  }

  // The WhatsApp gateway runs beside the API unless ROLE=api.
  const gateway =
    config.ROLE === 'api'
      ? undefined
      : await startGateway({ config, handle: database, live: app.live, log: app.log, media: app.media });
  // The REST API asks this process's sessions whether a number is on WhatsApp before queueing.
  if (gateway) app.localSessions.use(gateway.sessionOf);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    // Leases are given back first, so another gateway resumes the devices at once.
    await gateway?.stop();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? resolve(config.DATA_DIR) : undefined },
    `Siar is running at ${config.PUBLIC_URL}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('Siar failed to start:', error);
  }
  process.exit(1);
});
