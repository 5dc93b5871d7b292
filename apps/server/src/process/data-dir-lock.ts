import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`DATA_DIR ${dataDir} is in use by process ${pid}; stop it first or choose another DATA_DIR`);
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    // Signal 0 checks that the process exists without touching it.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>/pglite.pid` for this process. PGlite has no lock of its own (it is one process's
 * embedded database), and two processes writing the same files would corrupt them. A file left by a
 * process that died (kill -9, power loss) is taken over. A living holder is waited for up to `waitMs`:
 * a stopped server still closes PGlite (flushing it) while the restarted one comes up. Returns the release function.
 */
export async function lockDataDir(
  dataDir: string,
  { pid = process.pid, waitMs = 10_000 }: { pid?: number; waitMs?: number } = {},
): Promise<() => void> {
  const file = path.join(dataDir, 'pglite.pid');
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      writeFileSync(file, String(pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== pid && isAlive(holder)) {
      if (Date.now() >= deadline) throw new DataDirInUseError(dataDir, holder);
      await sleep(100);
      continue;
    }
    rmSync(file, { force: true });
  }
}
