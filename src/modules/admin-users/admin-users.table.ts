import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/table-types.js';

export interface AdminUsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  passwordHash: string;
  role: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AdminUserTables {
  adminUsers: AdminUsersTable;
}
