import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect, createServer, type Server } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { CatcherPortInUseError, type MailCatcher, startMailCatcher } from './catcher.js';
import { smsInboxAddress } from './inbox-address.js';
import { planMessaging } from './plan.js';
import { createSenders } from './senders.js';

const anyPort = { port: 0, fixed: true };
const quiet = { warn: () => {} };

const opened: { catchers: MailCatcher[]; servers: Server[]; dirs: string[] } = {
  catchers: [],
  servers: [],
  dirs: [],
};
afterEach(async () => {
  for (const catcher of opened.catchers.splice(0)) await catcher.stop();
  for (const server of opened.servers.splice(0)) await new Promise((done) => server.close(done));
  for (const dir of opened.dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function mailDirectory(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'catcher-test-'));
  opened.dirs.push(dir);
  return dir;
}

async function started(options: Partial<Parameters<typeof startMailCatcher>[0]> = {}): Promise<MailCatcher> {
  const catcher = await startMailCatcher({
    smtp: anyPort,
    web: anyPort,
    mailDirectory: mailDirectory(),
    ...options,
  });
  opened.catchers.push(catcher);
  return catcher;
}

/** A server of another program holding a port. */
async function occupied(host = '127.0.0.1'): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, host, done));
  opened.servers.push(server);
  return { server, port: (server.address() as { port: number }).port };
}

function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

async function caughtFor(catcher: MailCatcher, address: string): Promise<CaughtMail[]> {
  const response = await fetch(
    `${catcher.inboxUrl}/api/email?${new URLSearchParams({ 'to.address': address })}`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as CaughtMail[];
}

function portOf(url: string): number {
  return Number(new URL(url).port);
}

describe('the local mail catcher', () => {
  it('catches what nodemailer sends over SMTP, mails and texts, and lists them in its REST API', async () => {
    const catcher = await started();
    const senders = createSenders(planMessaging({ smtpUrl: null, smsProvider: null }), {
      mailFrom: 'noreply@localhost',
      catcherSmtp: catcher.smtp,
      log: quiet,
    });
    await senders.mail?.send({ to: 'lin@example.cn', subject: '您的验证码', text: '您的验证码是 482913' });
    await senders.sms?.sendCode({ phone: '13912345678', code: '654321', lang: 'en' });

    const [mail] = await caughtFor(catcher, 'lin@example.cn');
    expect(mail).toMatchObject({ subject: '您的验证码', text: expect.stringContaining('482913') });
    const texts = await caughtFor(catcher, smsInboxAddress('13912345678'));
    expect(texts).toHaveLength(1);
    expect(texts[0]?.to).toEqual([expect.objectContaining({ address: '13912345678@sms.localhost' })]);
    expect(texts[0]?.text).toContain('Your verification code is 654321');
    // The web inbox a person opens.
    const page = await fetch(`${catcher.inboxUrl}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('sanitises the HTML of a caught mail (jsdom, loaded by the patched catcher on the first one)', async () => {
    const catcher = await started();
    await nodemailer.createTransport({ ...catcher.smtp, secure: false, ignoreTLS: true }).sendMail({
      from: 'noreply@localhost',
      to: 'html@example.cn',
      subject: 'HTML',
      html: '<p>Hello <b>there</b></p><script>alert(1)</script>',
    });
    const [mail] = (await caughtFor(catcher, 'html@example.cn')) as (CaughtMail & { id: string })[];
    const html = await (await fetch(`${catcher.inboxUrl}/api/email/${mail?.id}/html`)).text();
    expect(html).toContain('<p>Hello <b>there</b></p>');
    expect(html).not.toContain('<script');
  });

  it('offers no MCP endpoint (the patched catcher loads the MCP SDK only for one)', async () => {
    const catcher = await started();
    const response = await fetch(`${catcher.inboxUrl}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }),
    });
    expect(response.status).toBe(404);
  });

  it('listens on 127.0.0.1 only: not on other loopback addresses, IPv6 or the network interfaces', async () => {
    // The probe can tell: a server bound to every interface answers on 127.0.0.2 too.
    const wide = await occupied('0.0.0.0');
    expect(await canConnect('127.0.0.2', wide.port)).toBe(true);

    const catcher = await started();
    const elsewhere = [
      '127.0.0.2',
      '::1',
      ...Object.values(networkInterfaces())
        .flat()
        .filter((address) => address && !address.internal)
        .map((address) => address?.address as string),
    ];
    for (const port of [catcher.smtp.port, portOf(catcher.inboxUrl)]) {
      expect(await canConnect('127.0.0.1', port)).toBe(true);
      for (const host of elsewhere) expect(await canConnect(host, port), `${host}:${port}`).toBe(false);
    }
    expect(catcher.smtp.host).toBe('127.0.0.1');
    expect(new URL(catcher.inboxUrl).hostname).toBe('127.0.0.1');
  });

  it('answers no other Host name (DNS rebinding) and no cross-origin read', async () => {
    const catcher = await started();
    const status = (host: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        request(`${catcher.inboxUrl}/api/email`, { headers: { host } }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
          .once('error', reject)
          .end();
      });
    expect(await status(`localhost:${portOf(catcher.inboxUrl)}`)).toBe(200);
    expect(await status(`attacker.example:${portOf(catcher.inboxUrl)}`)).toBe(403);

    const crossOrigin = await fetch(`${catcher.inboxUrl}/api/email`, {
      headers: { origin: 'https://attacker.example' },
    });
    expect(crossOrigin.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a taken default port falls back to a free one; a taken port set by its variable stops the start', async () => {
    const taken = await occupied();
    const catcher = await started({ web: { port: taken.port, fixed: false } });
    expect(portOf(catcher.inboxUrl)).not.toBe(taken.port);
    expect((await fetch(`${catcher.inboxUrl}/api/healthz`)).status).toBe(200);

    const refused = started({ smtp: { port: taken.port, fixed: true } });
    await expect(refused).rejects.toBeInstanceOf(CatcherPortInUseError);
    await expect(refused).rejects.toThrow(`MAIL_CATCHER_SMTP_PORT=${taken.port}`);
  });

  it('keeps the caught mail across a restart', async () => {
    const dir = mailDirectory();
    const first = await startMailCatcher({ smtp: anyPort, web: anyPort, mailDirectory: dir });
    const senders = createSenders(planMessaging({ smtpUrl: null, smsProvider: null }), {
      mailFrom: 'noreply@localhost',
      catcherSmtp: first.smtp,
      log: quiet,
    });
    await senders.mail?.send({ to: 'kept@example.cn', subject: 'kept', text: 'still here' });
    await first.stop();
    const second = await started({ mailDirectory: dir });
    expect((await caughtFor(second, 'kept@example.cn')).map((mail) => mail.text.trim())).toEqual([
      'still here',
    ]);
  });
});
