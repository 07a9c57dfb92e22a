import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * Playwright global setup: an SMTP server the shop under test delivers to (SMTP_URL in the
 * config's webServer.env), writing each message it accepts as one .eml file for the journeys to read.
 */
export default async function startMailSink(): Promise<() => Promise<void>> {
  const dir = process.env.E2E_MAIL_SINK_DIR!;
  const port = Number(process.env.E2E_SMTP_PORT);
  mkdirSync(dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: offering STARTTLS would need a certificate for nothing.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        writeFileSync(join(dir, `${Date.now()}-${received}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
