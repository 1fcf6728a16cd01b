import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import { record } from '../audit/audit.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Clock } from '../../shared/clock.js';
import { conflict, invalid, notFound } from '../../shared/errors.js';
import type { Actor } from '../../shared/actor.js';
import { hashPassword } from '../../shared/passwords.js';
import { randomToken } from '../../shared/secrets.js';
import { isRole, permissionsOf, ROLES, type Permission } from './roles.js';
import * as repo from './admin-users.repository.js';
import * as adminSessions from '../admin-auth/admin-auth.repository.js';

export interface AdminUser {
  id: number;
  email: string;
  name: string;
  role: string;
  permissions: Permission[];
  createdAt: string;
  updatedAt: string;
}

export function toAdminUser(row: repo.AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    permissions: [...permissionsOf(row.role)],
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export interface AdminUserInput {
  email: string;
  name: string;
  password: string;
  role: string;
}

function assertRole(role: string) {
  if (!isRole(role)) throw invalid(`role must be one of ${ROLES.join(', ')}`);
}

function assertPassword(password: string) {
  if (password.length < 10 || password.length > 128) throw invalid('An admin password must be 10 to 128 characters');
}

export function createAdminUsersService({ db, dialect, clock }: { db: Db; dialect: SqlDialect; clock: Clock }) {
  async function create(input: AdminUserInput): Promise<AdminUser> {
    assertRole(input.role);
    assertPassword(input.password);
    const now = clock.now().toISOString();
    try {
      const passwordHash = await hashPassword(input.password);
      const row = await db.transaction().execute(async (trx) => {
        const created = await repo.insertAdmin(trx, {
          email: input.email.trim().toLowerCase(),
          name: input.name.trim(),
          role: input.role,
          passwordHash,
          createdAt: now,
          updatedAt: now,
        });
        await record(trx, { entityType: 'admin_user', entityId: created.id, action: 'create', after: created });
        return created;
      });
      return toAdminUser(row);
    } catch (e) {
      if (dialect.isUniqueViolation(e)) throw conflict('An admin with this e-mail exists', 'EMAIL_IN_USE');
      throw e;
    }
  }

  const lastSuperAdmin = () => conflict('The last super_admin cannot be removed or demoted');

  return {
    list: async () => (await repo.listAdmins(db)).map(toAdminUser),

    async get(id: number) {
      const row = await repo.findAdminById(db, id);
      if (!row) throw notFound('Admin user');
      return toAdminUser(row);
    },

    create,

    /**
     * Changes name, role or password; a role change applies to live sessions at once (roles are read per request).
     * The last super_admin cannot be demoted: a role change checks that under a lock on the super_admin rows,
     * so two super_admins demoting each other at the same moment cannot both succeed.
     */
    async update(actor: Actor, id: number, input: Partial<Omit<AdminUserInput, 'email'>>): Promise<AdminUser> {
      if (input.role !== undefined) assertRole(input.role);
      if (input.password !== undefined) assertPassword(input.password);
      // Hashed before the transaction: Argon2 takes long enough to hold up every other writer on SQLite.
      const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;
      const now = clock.now().toISOString();
      const updated = await db.transaction().execute(async (trx) => {
        const superAdmins = input.role !== undefined ? await repo.lockSuperAdmins(trx, dialect) : 0;
        const row = await repo.findAdminById(trx, id);
        if (!row) throw notFound('Admin user');
        if (input.role !== undefined && input.role !== row.role && row.role === 'super_admin' && superAdmins <= 1)
          throw lastSuperAdmin();
        const next = await repo.updateAdmin(trx, id, {
          ...(input.name !== undefined ? { name: input.name.trim() } : {}),
          ...(input.role !== undefined ? { role: input.role } : {}),
          ...(passwordHash !== undefined ? { passwordHash } : {}),
          updatedAt: now,
        });
        // The hash is never logged: that the password changed is.
        await record(trx, {
          entityType: 'admin_user',
          entityId: id,
          action: 'update',
          before: row,
          after: { ...next, ...(passwordHash !== undefined ? { passwordChanged: true } : {}) },
        });
        if (passwordHash !== undefined && !(actor.kind === 'admin' && actor.id === id)) {
          await adminSessions.revokeSessionsOfAdmin(trx, id, now);
        }
        return next!;
      });
      return toAdminUser(updated);
    },

    /** Deleting an admin deletes their sessions with them (foreign key cascade); the last super_admin stays, as in update. */
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const superAdmins = await repo.lockSuperAdmins(trx, dialect);
        const row = await repo.findAdminById(trx, id);
        if (!row) throw notFound('Admin user');
        if (actor.kind === 'admin' && actor.id === id) throw conflict('You cannot delete your own account');
        if (row.role === 'super_admin' && superAdmins <= 1) throw lastSuperAdmin();
        await repo.deleteAdmin(trx, id);
        await record(trx, { entityType: 'admin_user', entityId: id, action: 'delete', before: row });
      });
    },

    /**
     * Creates the first super_admin when there is no admin at all: from ADMIN_EMAIL/ADMIN_PASSWORD,
     * or with a generated password that the caller prints once. Instances starting at once on one database
     * create one admin between them: "no admin yet" and the insert are one statement, run under a lock
     * (dialect.exclusive). Only the instance that created it gets a result (and so prints a password).
     */
    async ensureFirstAdmin(
      email: string | null,
      password: string | null,
    ): Promise<{ email: string; generatedPassword: string | null } | null> {
      if ((await repo.countAdmins(db)) > 0) return null;
      if (password) assertPassword(password);
      const generatedPassword = password ? null : randomToken(18);
      const adminEmail = (email ?? 'admin@localhost').trim().toLowerCase();
      // Hashed before the lock: Argon2 takes long enough to hold up every other starting instance.
      const passwordHash = await hashPassword(password ?? generatedPassword!);
      const now = clock.now().toISOString();
      const row = await dialect.exclusive(db, 'first-admin', (locked) => {
        const insert = async (trx: Transaction<Database>) => {
          const created = await repo.insertFirstAdmin(trx, {
            email: adminEmail,
            name: 'Administrator',
            role: 'super_admin',
            passwordHash,
            createdAt: now,
            updatedAt: now,
          });
          if (created)
            await record(trx, { entityType: 'admin_user', entityId: created.id, action: 'create', after: created });
          return created;
        };
        // PostgreSQL's exclusive section is a transaction already; SQLite's is the plain connection.
        return locked.isTransaction ? insert(locked as Transaction<Database>) : locked.transaction().execute(insert);
      });
      return row ? { email: row.email, generatedPassword } : null;
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
