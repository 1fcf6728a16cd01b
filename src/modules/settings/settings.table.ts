import type { Timestamp } from '../../db/table-types.js';

export interface SettingsTable {
  id: number;
  data: string;
  updatedAt: Timestamp;
}

export interface SettingsTables {
  settings: SettingsTable;
}
