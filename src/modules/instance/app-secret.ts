import type { Db } from '../../db/open.js';
import type { Config, ServiceConfig } from '../../config.js';
import { randomToken } from '../../shared/secrets.js';

/**
 * The configuration with its application secret: APP_SECRET when set, otherwise one generated once
 * and kept in the database, so every instance sharing the database signs and checks the same way.
 */
export async function withAppSecret(config: Readonly<Config>, db: Db): Promise<ServiceConfig> {
  if (config.appSecret) return Object.freeze({ ...config, appSecret: config.appSecret });
  // Read first: every start after the first is then a read, which needs no write lock another process may hold.
  const stored = await db
    .selectFrom('instanceSecrets')
    .select('value')
    .where('name', '=', 'app_secret')
    .executeTakeFirst();
  if (stored) return Object.freeze({ ...config, appSecret: stored.value });
  await db
    .insertInto('instanceSecrets')
    .values({ name: 'app_secret', value: randomToken(32) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('instanceSecrets')
    .select('value')
    .where('name', '=', 'app_secret')
    .executeTakeFirstOrThrow();
  return Object.freeze({ ...config, appSecret: row.value });
}
