import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env.js';
import { smsInboxAddress } from './inbox-address.js';
import { catcherNotice, type Messaging, startMessaging } from './start.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'messaging-test-'));
const running: Messaging[] = [];
afterAll(async () => {
  for (const messaging of running) await messaging.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const quiet = { warn: () => {} };

/** Two ports nobody listens on right now. */
async function freePorts(): Promise<[number, number]> {
  const servers = [createServer(), createServer()];
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((done) =>
          server.listen(0, '127.0.0.1', () => done((server.address() as { port: number }).port)),
        ),
    ),
  );
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return [ports[0] as number, ports[1] as number];
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Messaging as main.ts starts it, the catcher's ports set to free ones. */
async function start(
  env: Record<string, string>,
): Promise<{ messaging: Messaging; smtp: number; web: number }> {
  const [smtp, web] = await freePorts();
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    MAIL_CATCHER_SMTP_PORT: String(smtp),
    MAIL_CATCHER_WEB_PORT: String(web),
    ...env,
  });
  const messaging = await startMessaging(config, quiet);
  running.push(messaging);
  return { messaging, smtp, web };
}

describe('startMessaging', () => {
  it('with nothing configured, starts the catcher on its ports and sends mail and texts into it', async () => {
    const { messaging, web } = await start({});
    const catcher = messaging.catcher;
    if (!catcher) throw new Error('no catcher');
    expect(catcher.inboxUrl).toBe(`http://127.0.0.1:${web}`);
    expect(catcherNotice(catcher)).toBe(
      `Mail catcher: inbox at ${catcher.inboxUrl} — mail and texts are NOT delivered to the outside world; set SMTP_URL and SMS_PROVIDER to deliver them`,
    );
    await messaging.senders.sms?.sendCode({ phone: '13800000000', code: '246810', lang: 'zh' });
    const response = await fetch(
      `${catcher.inboxUrl}/api/email?${new URLSearchParams({ 'to.address': smsInboxAddress('13800000000') })}`,
    );
    const [text] = (await response.json()) as { text: string }[];
    expect(text?.text).toContain('您的验证码是 246810');
  });

  it('with SMTP_URL set, never starts the catcher: nothing listens on its ports, texts are unavailable', async () => {
    const { messaging, smtp, web } = await start({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(messaging.catcher).toBeNull();
    expect(await refused(smtp)).toBe(true);
    expect(await refused(web)).toBe(true);
    expect(messaging.senders.mail).not.toBeNull();
    expect(messaging.senders.sms).toBeNull();
  });

  it('with an SMS provider set, never starts the catcher and mail is unavailable', async () => {
    const { messaging } = await start({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '签名',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    });
    expect(messaging.catcher).toBeNull();
    expect(messaging.senders.mail).toBeNull();
    expect(messaging.senders.sms).not.toBeNull();
  });
});
