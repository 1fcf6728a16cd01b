// npm run media -- migrate --to s3 | verify: moving a shop's uploaded images to a bucket, and checking rows against objects.
import { configOrUsageError, parseCommandLineWithFiles, usageError } from './cli.js';
import { openDatabase } from './db/open.js';
import { describeStartFailure } from './db/faults.js';
import { openMediaStorage } from './modules/media/media-storage.js';
import { createS3Storage } from './modules/media/s3-storage.js';
import { migrateLocalMedia, verifyMedia, type MigrationProgress } from './modules/media/media-transfer.js';

const HELP = `Usage: npm run media -- migrate --to s3
       npm run media -- verify

  migrate --to s3   copies the image of every media row from DATA_DIR/media to the bucket (S3_BUCKET, S3_REGION,
                    S3_ENDPOINT, S3_FORCE_PATH_STYLE; credentials from AWS_* or the SDK's default chain). Objects
                    the bucket holds already are skipped: an interrupted run is resumed by running it again.
                    Then set MEDIA_STORAGE=s3 and restart. Exits 1 when a row's file is missing on disk.
  verify            lists the rows whose object is missing from the configured storage (MEDIA_STORAGE) and the
                    objects no row names. Exits 1 when a row's object is missing.`;

const { values, positionals } = parseCommandLineWithFiles(
  HELP,
  { to: { type: 'string' } },
  process.argv.slice(2).some((a) => !a.startsWith('-')) ? 1 : 0,
);
const command = positionals[0];
if (command !== 'migrate' && command !== 'verify')
  usageError(command ? `unknown command "${command}"` : 'a command is required: migrate or verify', HELP);
if (command === 'migrate' && values.to !== 's3')
  usageError(values.to ? `--to ${values.to}: only s3 is a target` : 'migrate needs --to s3', HELP);
if (command === 'verify' && values.to !== undefined) usageError('--to belongs to migrate', HELP);
const config = configOrUsageError(HELP);
if (command === 'migrate' && !config.s3) usageError('S3_BUCKET is not set: say which bucket to copy to', HELP);

let database;
try {
  database = openDatabase(config.databaseUrl);
} catch (err) {
  console.error(describeStartFailure(config.databaseUrl, err));
  process.exit(1);
}

// On a terminal the progress line is rewritten in place; in a log, one line every 500 objects.
const line = (p: MigrationProgress) =>
  `media migrate: ${p.total} objects, ${p.copied} copied, ${p.present} already in the bucket, ${p.missing.length} missing on disk`;
let last = 0;
function showProgress(p: MigrationProgress) {
  if (process.stderr.isTTY) {
    if (Date.now() - last > 200) process.stderr.write(`\r${line(p)}`);
    last = Date.now();
  } else if (p.total % 500 === 0) {
    console.error(line(p));
  }
}

try {
  if (command === 'migrate') {
    const done = await migrateLocalMedia(database.db, config.dataDir, createS3Storage(config.s3!), showProgress);
    if (process.stderr.isTTY) process.stderr.write('\n');
    console.log(line(done));
    for (const key of done.missing) console.log(`missing on disk: ${key}`);
    if (done.missing.length) process.exitCode = 1;
    else console.log(`done: set MEDIA_STORAGE=s3 and restart the servers and workers`);
  } else {
    const report = await verifyMedia(database.db, await openMediaStorage(config));
    for (const m of report.missing) console.log(`missing object: ${m.key} (media ${m.mediaId})`);
    for (const key of report.unreferenced) console.log(`object without a row: ${key}`);
    console.log(
      `media verify (${config.mediaStorage}): ${report.rows} rows, ${report.objects} objects, ${report.missing.length} missing objects, ${report.unreferenced.length} objects without a row`,
    );
    if (report.missing.length) process.exitCode = 1;
  }
} catch (err) {
  if (process.stderr.isTTY) process.stderr.write('\n');
  console.error(`media ${command} failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
