import type { Transaction } from 'kysely';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Database, NewRow, Row, RowUpdate } from '../../db/database.js';

export type AdminUserRow = Row<'adminUsers'>;

export function findAdminByEmail(db: Db, email: string) {
  return db.selectFrom('adminUsers').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findAdminById(db: Db, id: number) {
  return db.selectFrom('adminUsers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listAdmins(db: Db) {
  return db.selectFrom('adminUsers').selectAll().orderBy('id').execute();
}

export async function countAdmins(db: Db, role?: string): Promise<number> {
  let q = db.selectFrom('adminUsers').select((eb) => eb.fn.countAll<number>().as('n'));
  if (role) q = q.where('role', '=', role);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Locks the super_admin rows until the transaction ends and counts them. */
export async function lockSuperAdmins(trx: Transaction<Database>, dialect: SqlDialect): Promise<number> {
  return (
    await dialect.forUpdate(trx.selectFrom('adminUsers').select('id').where('role', '=', 'super_admin')).execute()
  ).length;
}

export async function insertAdmin(db: Db, values: NewRow<'adminUsers'>): Promise<AdminUserRow> {
  return db.insertInto('adminUsers').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Inserts the admin only while the table is empty, check and write in one statement (atomic on SQLite; on
 * PostgreSQL the caller holds a lock, see dialect.exclusive). Undefined when an admin existed.
 */
export function insertFirstAdmin(db: Db, values: Omit<NewRow<'adminUsers'>, 'id'>): Promise<AdminUserRow | undefined> {
  const { email, name, role, passwordHash, createdAt, updatedAt } = values;
  return db
    .insertInto('adminUsers')
    .columns(['email', 'name', 'role', 'passwordHash', 'createdAt', 'updatedAt'])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(email).as('email'),
          eb.val(name).as('name'),
          eb.val(role).as('role'),
          eb.val(passwordHash).as('passwordHash'),
          eb.val(createdAt).as('createdAt'),
          eb.val(updatedAt).as('updatedAt'),
        ])
        .where((eb) => eb.not(eb.exists(eb.selectFrom('adminUsers').select('id')))),
    )
    .returningAll()
    .executeTakeFirst();
}

export function updateAdmin(db: Db, id: number, values: RowUpdate<'adminUsers'>) {
  return db.updateTable('adminUsers').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteAdmin(db: Db, id: number): Promise<boolean> {
  const r = await db.deleteFrom('adminUsers').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
