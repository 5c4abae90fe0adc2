import { SMTPServer, type SMTPServerError } from 'smtp-server';

/** A message as the test SMTP server received it. */
export interface Received {
  from: string;
  to: string[];
  /** The message as sent (headers and MIME parts): short ASCII texts stay as written. */
  raw: string;
  /** The user it signed in as, when it did. */
  user?: string;
}

export interface TestSmtpOptions {
  /** Refuses this many messages first (451, "try again later"), then accepts. */
  refuseFirst?: number;
  /** Asks for this user and password (AUTH over plain text: loopback only). */
  credentials?: { user: string; pass: string };
  /** Holds each message's answer until this settles (a message under way). */
  hold?: Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1:`port`, started by a test:
 * what it received, how many messages it was offered, and how to stop it. No STARTTLS: a test
 * server has no certificate a client would trust.
 */
export async function startTestSmtp(port: number, { refuseFirst = 0, credentials, hold }: TestSmtpOptions = {}) {
  const received: Received[] = [];
  let offered = 0;
  let held = 0;
  const server = new SMTPServer({
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !credentials,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.pass) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      offered += 1;
      if (offered > refuseFirst) return callback();
      const refusal: SMTPServerError = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
      callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        held += 1;
        await hold;
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          ...(typeof session.user === 'string' && { user: session.user }),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    received,
    /** Messages offered so far, refused ones included. */
    offered: () => offered,
    /** Messages whose answer was held, or is. */
    held: () => held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;

/** Waits for a condition the servers reach in their own time (a bounded wait, no timed assertion). */
export async function eventually<T>(check: () => Promise<T | undefined | false>, what: string, limitMs = 15_000): Promise<T> {
  const until = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
