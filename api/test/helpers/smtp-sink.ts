import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMessage {
  /** Envelope recipients (RCPT TO). */
  recipients: string[];
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
}

/** A real SMTP server on a random local port that keeps every message it is given. */
export interface SmtpSink {
  url: string;
  messages: ReceivedMessage[];
  /** The first message (received or still to come) that `matches`; fails after `timeoutMs`. */
  waitFor(matches: (message: ReceivedMessage) => boolean, timeoutMs?: number): Promise<ReceivedMessage>;
  stop(): Promise<void>;
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words, e.g. =?UTF-8?Q?Caf=C3=A9?= */
const decodeWords = (value: string) =>
  value.replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=\s*/gi, (_, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );

/** Enough of RFC 5322/2045 for the single-part text messages RefNet sends. */
export function parseMessage(raw: string): Omit<ReceivedMessage, 'recipients'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const header = (name: string) => decodeWords(headers.get(name) ?? '');
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return {
    from: header('from'),
    to: header('to'),
    replyTo: header('reply-to'),
    subject: header('subject'),
    text: text.replace(/\r\n/g, '\n').trimEnd(),
  };
}

/** `port`: a given one (a sink started again where a stopped one listened); a free one by default. */
export async function startSmtpSink({ port: wanted = 0 }: { port?: number } = {}): Promise<SmtpSink> {
  const messages: ReceivedMessage[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'], // plain local SMTP, as a test relay would be
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(matches, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(matches);
          if (!found) return;
          cleanUp();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanUp();
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        const cleanUp = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
