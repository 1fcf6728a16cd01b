// The PostgreSQL reader thread (reader-thread.ts): one pooled connection of its own, set up as the server's are.
import { workerData } from 'node:worker_threads';
import pg from 'pg';
import { poolOptions, startSession } from './pg-session.js';
import { serveReads } from './reader-thread.js';

const { databaseUrl, schema } = workerData as { databaseUrl: string; schema?: string };
const pool = new pg.Pool(poolOptions(databaseUrl, 1, schema));
// A connection lost while idle: the pool opens a new one for the next read.
pool.on('error', () => {});
pool.on('connect', startSession);

serveReads(async (text, values) => (await pool.query({ text, values: values as unknown[], rowMode: 'array' })).rows as unknown[][], () => pool.end());
