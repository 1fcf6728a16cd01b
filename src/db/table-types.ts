// Column types the tables share (db/database.ts): timestamps travel as ISO-8601 strings both ways (db/open.ts makes
// pg return them so), booleans as 0/1.
export type Timestamp = string;
export type Flag = 0 | 1 | number;
