import { createServer } from 'node:net';

/**
 * The only interface the catcher ever listens on. Not configurable: what it holds (verification
 * codes, addresses) must never be reachable from another machine.
 */
const CATCHER_HOST = '127.0.0.1';

/** A port of the catcher as configured. */
export interface PortSetting {
  port: number;
  /**
   * Set by its variable: a taken port stops the start with a message naming the variable. Not set
   * (the default port): a taken port falls back to any free one, which the start log names.
   */
  fixed: boolean;
}

export interface MailCatcherOptions {
  smtp: PortSetting;
  web: PortSetting;
  /** Where the caught mails are kept (.eml files), so they survive a restart. */
  mailDirectory: string;
  /** The oldest mails go beyond this many, files and all. */
  maxEmails?: number;
}

export interface MailCatcher {
  /** Where the server's nodemailer delivers. */
  smtp: { host: string; port: number };
  /** The web inbox, whose REST API is under /api (e.g. GET /api/email?to.address=…). */
  inboxUrl: string;
  stop(): Promise<void>;
}

const CATCHER_PORT_VARIABLES = {
  smtp: 'MAIL_CATCHER_SMTP_PORT',
  web: 'MAIL_CATCHER_WEB_PORT',
} as const;

/** A port set by its variable is taken by another program. */
export class CatcherPortInUseError extends Error {
  constructor(
    readonly variable: string,
    readonly port: number,
  ) {
    super(
      `${variable}=${port}: port ${port} on ${CATCHER_HOST} is already in use by another program; set ${variable} to a free port (0 = any free port)`,
    );
    this.name = 'CatcherPortInUseError';
  }
}

function isFree(port: number): Promise<boolean> {
  if (port === 0) return Promise.resolve(true);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(false) : reject(error),
    );
    probe.listen(port, CATCHER_HOST, () => probe.close(() => resolve(true)));
  });
}

async function choosePort(setting: PortSetting, variable: string): Promise<number> {
  if (await isFree(setting.port)) return setting.port;
  if (setting.fixed) throw new CatcherPortInUseError(variable, setting.port);
  return 0;
}

/** Only requests addressed to this machine's loopback name: a DNS-rebinding page gets nothing. */
function isLoopbackHost(hostHeader: string | undefined): boolean {
  const hostname = (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase();
  return hostname === CATCHER_HOST || hostname === 'localhost';
}

/**
 * Starts the local mail catcher (MailDev's SMTP server, REST API and web inbox) on 127.0.0.1.
 * Assembled from MailDev's parts rather than its all-in-one class so that cross-origin reads are
 * off (its API answers any origin by default), foreign Host headers are refused, and a start that
 * fails half-way closes what it opened.
 */
export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  // MailDev is loaded here rather than at the top: its parts bring jsdom, socket.io and an MCP server
  // (about 45 MB of heap), which a server that delivers through SMTP_URL never needs.
  const [{ createAPIServer }, { FileStorage }, { createSMTPServer }, { registerUI }] = await Promise.all([
    import('@maildev/api'),
    import('@maildev/core'),
    import('@maildev/smtp'),
    import('@maildev/ui/server'),
  ]);
  const smtpPort = await choosePort(options.smtp, CATCHER_PORT_VARIABLES.smtp);
  const webPort = await choosePort(options.web, CATCHER_PORT_VARIABLES.web);

  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const close of stops.splice(0).reverse()) await close();
  };
  try {
    const storage = new FileStorage({
      mailDirectory: options.mailDirectory,
      maxEmails: options.maxEmails ?? 500,
    });
    await storage.initialize();
    stops.push(() => storage.close());

    const smtp = createSMTPServer({
      port: smtpPort,
      host: CATCHER_HOST,
      storage,
      mailDir: options.mailDirectory,
      logger: false,
    });
    stops.push(() => smtp.stop());
    await smtp.start();
    await smtp.loadMailsFromDirectory();

    const api = createAPIServer({
      port: webPort,
      host: CATCHER_HOST,
      basePath: '',
      storage,
      smtp,
      cors: { origin: false, credentials: false },
    });
    stops.push(() => api.stop());
    api.server.addHook('onRequest', async (request, reply) => {
      if (!isLoopbackHost(request.headers.host)) {
        return reply
          .code(403)
          .type('text/plain')
          .send('The mail catcher answers only to 127.0.0.1 or localhost.');
      }
    });
    await api.registerPlugins();
    await registerUI(api.server, { basePath: '' });
    await api.listen();

    const web = api.getAddress();
    if (!web) throw new Error('the mail catcher inbox is not listening');
    return {
      smtp: { host: CATCHER_HOST, port: smtp.getAddress().port },
      inboxUrl: `http://${CATCHER_HOST}:${web.port}`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
