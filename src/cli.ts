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
  return parseCommandLineWithFiles(usage, options, 0).values;
}

/** parseCommandLine for commands that take exactly `files` arguments besides their options (`npm run restore -- FILE`). */
export function parseCommandLineWithFiles<const O extends NonNullable<ParseArgsConfig['options']>>(
  usage: string,
  options: O,
  files: number,
) {
  let parsed: { values: Record<string, string | boolean | (string | boolean)[] | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: files > 0,
    });
  } catch (e) {
    return usageError((e as Error).message, usage);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (parsed.positionals.length !== files)
    usageError(`expected ${files} file argument${files === 1 ? '' : 's'}, got ${parsed.positionals.length}`, usage);
  return {
    values: parsed.values as ReturnType<typeof parseArgs<{ options: O }>>['values'],
    positionals: parsed.positionals,
  };
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
