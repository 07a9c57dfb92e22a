import type { AddressInfo } from 'node:net';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that keeps what it receives, parsed (mailparser). `refuse` makes
 * it answer every message with the given code (451: try later; 550: refused for good) until cleared.
 */
export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  refuse: { code: number; message: string } | null;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink = { received: [] as ParsedMail[], refuse: null as { code: number; message: string } | null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (sink.refuse) {
            const error = new Error(sink.refuse.message) as Error & { responseCode: number };
            error.responseCode = sink.refuse.code;
            callback(error);
            return;
          }
          sink.received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
