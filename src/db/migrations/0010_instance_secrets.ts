import type { Kysely } from 'kysely';

/** Secrets every instance must share (the application secret when APP_SECRET is not set). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('instance_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('instance_secrets').execute();
}
