import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('takes the folder for this process and gives it back', async () => {
    const dir = dataDir();
    const release = await lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'pglite.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'pglite.pid'))).toBe(false);
  });

  it('refuses a folder that a living process keeps holding', async () => {
    const dir = dataDir();
    // The parent of this test process is alive for as long as the test runs.
    writeFileSync(path.join(dir, 'pglite.pid'), String(process.ppid));
    await expect(lockDataDir(dir, { waitMs: 300 })).rejects.toThrow(DataDirInUseError);
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toThrow(`in use by process ${process.ppid}`);
  });

  it('waits for a holder that is ending (a stopped server closing its database)', async () => {
    const dir = dataDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 700)']);
    writeFileSync(path.join(dir, 'pglite.pid'), String(holder.pid));
    const release = await lockDataDir(dir, { waitMs: 10_000 });
    expect(holder.exitCode).toBe(0);
    expect(readFileSync(path.join(dir, 'pglite.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over the file of a process that died without releasing it', async () => {
    const dir = dataDir();
    // Above the kernel's pid_max: no process has it.
    writeFileSync(path.join(dir, 'pglite.pid'), '99999999');
    const release = await lockDataDir(dir, { waitMs: 0 });
    expect(readFileSync(path.join(dir, 'pglite.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
