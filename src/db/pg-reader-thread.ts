// The PostgreSQL reader thread (reader-thread.ts): one pooled connection of its own, set up as the server's are.
import { workerData } from 'node:worker_threads';
import { openPool } from './pg-session.js';
import { serveReads } from './reader-thread.js';

const { databaseUrl, schema } = workerData as { databaseUrl: string; schema?: string };
// A connection lost while idle: the pool opens a new one for the next read.
const pool = openPool(databaseUrl, 1, schema, () => {});

serveReads(
  async (text, values) =>
    (await pool.query({ text, values: values as unknown[], rowMode: 'array' })).rows as unknown[][],
  () => pool.end(),
);
