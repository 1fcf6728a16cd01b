import type { Kysely } from 'kysely';

/**
 * The refresh token that replaced a used one, sealed with a key only the used token's holder can derive (AES-GCM
 * under the SHA-256 of that token): a second refresh with the same token within seconds (two tabs at once) gets the
 * same successor instead of ending the session as theft (issue 31, item 10). A copy of the database opens nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_refresh_tokens').addColumn('successor_sealed', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_refresh_tokens').dropColumn('successor_sealed').execute();
}
