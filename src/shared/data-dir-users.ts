// Which processes use a data directory: `npm start` and `npm run worker` note themselves in it, so that a command that
// must have the directory to itself (`npm run restore`) can refuse while one runs.
import fs from 'node:fs';
import path from 'node:path';

const dirOf = (dataDir: string) => path.join(dataDir, 'processes');

/** Notes this process as a user of the data directory until it exits. */
export function noteDataDirUser(dataDir: string, role: string): void {
  const file = path.join(dirOf(dataDir), String(process.pid));
  fs.mkdirSync(dirOf(dataDir), { recursive: true });
  fs.writeFileSync(file, `${role}\n`);
  process.on('exit', () => fs.rmSync(file, { force: true }));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live processes noted in the data directory (`pid role`); notes of processes that died are removed. */
export function dataDirUsers(dataDir: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(dirOf(dataDir));
  } catch {
    return [];
  }
  const live: string[] = [];
  for (const name of names) {
    const file = path.join(dirOf(dataDir), name);
    if (/^\d+$/.test(name) && isAlive(Number(name))) live.push(`${name} ${fs.readFileSync(file, 'utf8').trim()}`);
    else fs.rmSync(file, { force: true });
  }
  return live;
}
