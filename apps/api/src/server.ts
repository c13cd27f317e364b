// Entry point: read settings, open and migrate the database, seed demo data, listen, and shut
// down gracefully on SIGTERM/SIGINT (stop accepting, finish in-flight requests, close the pool).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { migrate, openDb } from './db/connection';
import { restoreDemoArtwork, seedDemo } from './db/seed/seed';
import { accountsWithDemoPassword, demoPasswordRefusal } from './db/seed/demo-guard';
import { storageFor } from './lib/s3-storage';
import { buildApp } from './app';
import { createScheduler } from './ops/scheduler';
import { runSlaJob } from './modules/sla/sla.job';
import { drainAndClose } from './ops/shutdown';
import { hasBrand, optimizeSqlite } from './ops/ops.repository';
import { connectRedis, redisNonceStore, redisRateLimitStore } from './lib/redis-stores';
import { purgeIdempotencyRecords } from './plugins/idempotency';
import { purgeSessions } from './modules/accounts/sessions.service';
import { purgeCodes } from './modules/accounts/codes.service';
import { closeUnratedInquiries } from './modules/inquiries/inquiries.service';
import { purgeOauthStates } from './modules/social/social.repository';
import { fileHousekeeping, fileStorage, uploadGraceMs } from './modules/files/files.service';
import { purgeExpiredAttachments, removeRecordedObjects } from './modules/privacy/privacy.service';
import { assignWaiting, dropIdlePresence } from './modules/assignment/assignment.service';
import { raiseIdleEvents } from './modules/rules/rules.service';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  let config;
  try {
    config = loadConfig({
      WEB_DIST: path.resolve(here, '../../web/dist'),
      CONSOLE_DIST: path.resolve(here, '../../console/dist'),
      ...process.env,
    });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const db = openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await migrate(db);
  // Artwork in DATA_DIR/media, or in the S3 bucket when S3_BUCKET is set (as attachments).
  const storage = storageFor(config, 'media');
  // The demo goes into an empty database once, never again (db/seed/seed.ts); its artwork comes
  // back when storage lost it.
  const seed = config.SEED_DEMO ? await seedDemo(db.db, storage, { passwordCost: config.PASSWORD_HASH_COST }) : null;
  if (!seed?.seeded) await restoreDemoArtwork(db.db, storage);
  // Brands come only from the demo (the console edits them, it does not create them); without one
  // every request would fail. 78 is EX_CONFIG, as for a bad setting (systemd: RestartPreventExitStatus=78).
  if (!(await hasBrand(db.db))) {
    console.error(
      [
        'The database has no brand, so there is nothing to serve. Brands come from the demo: start once with',
        'SEED_DEMO=true on this empty database, then edit them in the console (docs/deployment.md "Production checklist").',
      ].join('\n'),
    );
    await db.close();
    process.exit(78);
  }
  // The demo's passwords are in the README: in production no account may still have one.
  if (config.production) {
    const holders = await accountsWithDemoPassword(db.db);
    if (holders.length) {
      console.error(demoPasswordRefusal(holders));
      await db.close();
      process.exit(78);
    }
  }
  // With REDIS_URL, limits and replay protection are shared by every process; without, in process.
  // Logged at most once per minute while it lasts: ioredis reconnects by itself.
  let redisErrorLoggedAt = 0;
  const redis = config.REDIS_URL
    ? connectRedis(config.REDIS_URL, (err) => {
        if (Date.now() - redisErrorLoggedAt < 60_000) return;
        redisErrorLoggedAt = Date.now();
        console.error(`redis: ${err.message} (retrying)`);
      })
    : undefined;
  const app = await buildApp(config, {
    db,
    storage,
    ...(redis
      ? {
          redis,
          rateLimits: redisRateLimitStore(redis, `${config.REDIS_PREFIX}rl:`),
          nonces: redisNonceStore(redis, `${config.REDIS_PREFIX}nonce:`),
        }
      : {}),
  });
  if (seed?.seeded) app.log.info('demo data seeded');
  else if (seed?.reason === 'not_empty')
    app.log.info('SEED_DEMO: the database already holds data, so the demo was not written');

  // Data rights: objects a committed deletion or purge left in storage (a crash between
  // the commit and their removal), and the retention setting's purge of closed inquiries' attachments.
  const privacyDeps = { storage: fileStorage(config), retentionDays: config.ATTACHMENT_RETENTION_DAYS };
  // Housekeeping, hourly: each job runs once an hour in one process, however many there are
  // (ops/scheduler.ts: the first process to claim the hour in job_runs runs it).
  const jobs: [string, () => Promise<number>][] = [
    ['idempotency records', () => purgeIdempotencyRecords(db.db)],
    ['sessions', () => purgeSessions(db.db)],
    ['verification codes', () => purgeCodes(db.db)],
    ['unrated inquiries', () => closeUnratedInquiries(db.db)],
    ['social login states', () => purgeOauthStates(db.db)],
    ['attachment retention', () => purgeExpiredAttachments(db.db, privacyDeps)],
    ['storage deletions', () => removeRecordedObjects(db.db, privacyDeps)],
    // SQLite keeps its query planner's statistics fresh (a no-op when nothing changed).
    ...(db.dialect === 'sqlite'
      ? ([['planner statistics', async () => (await optimizeSqlite(db.db), 0)]] as [string, () => Promise<number>][])
      : []),
    // Abandoned uploads, objects without a row, stale temporary files; counted in /metrics.
    [
      'uploads',
      async () => {
        const report = await fileHousekeeping(db.db, fileStorage(config), {
          graceMs: uploadGraceMs(config.REQUEST_TIMEOUT_MS),
          log: app.log,
          alsoIncomplete: [storage],
        });
        app.recordFileHousekeeping(report);
        return report.abandonedFilesRemoved + report.orphanFilesRemoved + report.staleTempFilesRemoved;
      },
    ],
  ];
  const scheduler = createScheduler({
    db: db.db,
    jobs: jobs.map(([name, run]) => ({ name, run })),
    log: app.log,
    onRun: (run) => app.recordJobRun(run),
  });
  scheduler.start();
  // The queue's jobs, every minute, each in one process per minute: SLA warnings and
  // breaches (a warning an hour late would be no warning), rules' idle inquiries, idle agents' presence dropped (online →
  // away after 15 min, → offline after 60), then waiting inquiries given to the agents with room.
  // The hourly scheduler purges their job_runs rows.
  const minuteJobs: [string, () => Promise<number>][] = [
    ['sla due times', () => runSlaJob(db.db)],
    // Rules on "time since the last update": the idle event for inquiries quiet that long.
    ['idle inquiries', () => raiseIdleEvents(db.db)],
    ['agent presence', () => dropIdlePresence(db.db)],
    ['waiting inquiries', () => assignWaiting(db.db)],
  ];
  const minutely = createScheduler({
    db: db.db,
    jobs: minuteJobs.map(([name, run]) => ({ name, run })),
    log: app.log,
    periodMs: 60_000,
    checkEveryMs: 15_000,
    jitterMs: 5_000,
    purgeRuns: false,
    onRun: (run) => app.recordJobRun(run),
  });
  minutely.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    const jobsStopped = Promise.all([scheduler.stop(), minutely.stop()]);
    let code = 0;
    try {
      // Readiness answers 503 and connections close after their answer, while the server still
      // serves for SHUTDOWN_DRAIN_MS (a balancer moves away); then it stops accepting, finishes
      // what it was given, and lets go of the pools. Ctrl-C (SIGINT) skips the drain.
      await drainAndClose(app, { drainMs: signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_MS : 0 });
      await jobsStopped;
      await db.close();
      redis?.disconnect();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      code = 1;
    } finally {
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const port = new URL(address).port;
  const brands = await app.brands.all();
  const lines = brands.map((b) => `  ${b.brand.name.padEnd(18)} http://${b.brand.id}.localhost:${port}/`);
  console.log(
    `\nGuildhall is serving ${brands.length} brands (${db.dialect}, data in ${config.dataDir}):\n${lines.join('\n')}\n  (plain http://localhost:${port}/ is ${brands[0]?.brand.name ?? 'the default brand'})\n`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
