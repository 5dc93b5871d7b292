import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../env.js';
import { startMessaging } from './start.js';

// Counts the evaluations of MailDev's parts, which stay the real ones.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('@maildev/api', async (importActual) => {
  loaded.add('@maildev/api');
  return importActual();
});
vi.mock('@maildev/core', async (importActual) => {
  loaded.add('@maildev/core');
  return importActual();
});
vi.mock('@maildev/smtp', async (importActual) => {
  loaded.add('@maildev/smtp');
  return importActual();
});
vi.mock('@maildev/ui/server', async (importActual) => {
  loaded.add('@maildev/ui/server');
  return importActual();
});

describe('startMessaging with a real mail server', () => {
  it('never loads MailDev', async () => {
    const config = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' });
    const messaging = await startMessaging(config, { warn: () => {} });
    expect(messaging.catcher).toBeNull();
    await messaging.stop();
    expect([...loaded]).toEqual([]);
  });
});
