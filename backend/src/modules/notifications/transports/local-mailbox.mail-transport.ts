import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, Transporter } from 'nodemailer';
import { Delivery, MailToSend, MailTransport, mailOptions } from './mail-transport';

/**
 * No SMTP_URL: each e-mail is rendered exactly as it would be sent and written to
 * DATA_DIR/mail/<createdAt>-<id>.eml (besides being viewable in the admin Messages view).
 */
export class LocalMailboxMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(
    private readonly mailDir: string,
    private readonly mailFrom: string,
  ) {
    this.transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailToSend): Promise<Delivery> {
    const info = await this.transporter.sendMail(mailOptions(message, this.mailFrom));
    await mkdir(this.mailDir, { recursive: true });
    await writeFile(join(this.mailDir, localMailboxFileName(message)), info.message as Buffer);
    return { transport: 'local-mailbox', providerMessageId: info.messageId ?? null };
  }

  close(): void {
    this.transporter.close();
  }
}

export function localMailboxFileName({ id, createdAt }: { id: string; createdAt: Date }): string {
  return `${createdAt.toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
}
