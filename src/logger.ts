import pino from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config.js';

/**
 * The process logger of the server and the worker: JSON lines with ISO times for log collectors, or
 * pino-pretty's readable lines for a terminal (LOG_FORMAT=pretty, or auto and stdout is a TTY).
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>) {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'req.headers["x-csrf-token"]',
      'res.headers["set-cookie"]',
    ],
  };
  const readable = config.logFormat === 'pretty' || (config.logFormat === 'auto' && process.stdout.isTTY === true);
  // Synchronous, so the last lines before an exit are not lost; a terminal is not a hot path.
  return readable ? pino(options, pretty({ sync: true, ignore: 'pid,hostname' })) : pino(options);
}
