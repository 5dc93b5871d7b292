import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
 * process that died (kill -9, power loss) is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string, pid = process.pid): () => void {
  const file = path.join(dataDir, 'pglite.pid');
  for (;;) {
    try {
      writeFileSync(file, String(pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== pid && isAlive(holder)) {
      throw new DataDirInUseError(dataDir, holder);
    }
    rmSync(file, { force: true });
  }
}
