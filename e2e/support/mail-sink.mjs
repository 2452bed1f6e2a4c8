// A real SMTP server for the journeys: the app sends its e-mails here (SMTP_URL), and the tests read
// them back over HTTP (GET /messages, newest last). Nothing leaves the machine.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
const messages = [];

/** Headers and body of a single-part message, the body decoded from quoted-printable or base64. */
function parseMessage(raw) {
  const split = raw.search(/\r?\n\r?\n/);
  const headerText = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).trim();
  const headers = Object.fromEntries(
    headerText.split(/\r?\n/).map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return { headers, text };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const { headers, text } = parseMessage(Buffer.concat(chunks).toString('utf8'));
      messages.push({
        to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        subject: headers.subject ?? '',
        replyTo: headers['reply-to'] ?? '',
        text,
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  if (request.url === '/messages') {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(messages));
    return;
  }
  response.writeHead(404).end();
}).listen(httpPort, '127.0.0.1');
