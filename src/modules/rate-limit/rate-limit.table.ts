export interface RateLimitWindowsTable {
  key: string;
  windowStart: number;
  count: number;
}

export interface RateLimitTables {
  rateLimitWindows: RateLimitWindowsTable;
}
