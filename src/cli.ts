// The command line of `npm start`, `npm run worker`, `migrate` and `seed` (and the benchmark): a typo gets one
// line naming it and the usage, not a stack trace.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig, type Config } from './config.js';

/** Says what is wrong with the command (one line), then the usage, and exits 2. */
export function usageError(problem: string, usage: string): never {
  console.error(`${problem}\n\n${usage}`);
  process.exit(2);
}

/** parseArgs over the process's arguments, with `--help`/`-h` printing the usage (exit 0) and any unknown or valueless flag going to usageError. */
export function parseCommandLine<const O extends NonNullable<ParseArgsConfig['options']>>(usage: string, options: O) {
  let values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  try {
    ({ values } = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h' } }, strict: true, allowPositionals: false }));
  } catch (e) {
    return usageError((e as Error).message, usage);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return values as ReturnType<typeof parseArgs<{ options: O }>>['values'];
}

/** Errors of the operating system or the database driver (refused connection, bad password, missing database) carry a code: their message says it all. */
export function isEnvironmentError(e: unknown): e is Error & { code: string } {
  return e instanceof Error && typeof (e as { code?: unknown }).code === 'string';
}

/** The configuration from the environment; a bad value is a usage error (one line and the usage, exit 2). */
export function configOrUsageError(usage: string): Readonly<Config> {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) usageError(`Invalid configuration: ${e.message}`, usage);
    throw e;
  }
}
