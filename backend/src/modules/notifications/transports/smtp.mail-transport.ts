import { createTransport, Transporter } from 'nodemailer';
import { PermanentDeliveryError, SEND_TIMEOUT_MS } from './delivery-error';
import { Delivery, MailToSend, MailTransport, mailOptions } from './mail-transport';

/** E-mail over SMTP (SMTP_URL), HTML plus plain text, from MAIL_FROM. */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly mailFrom: string,
  ) {
    const url = new URL(smtpUrl);
    this.transporter = createTransport({
      url: smtpUrl,
      // Loopback/test servers often speak plain SMTP; STARTTLS is still used whenever offered.
      ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
      connectionTimeout: SEND_TIMEOUT_MS,
      greetingTimeout: SEND_TIMEOUT_MS,
      socketTimeout: SEND_TIMEOUT_MS,
    } as Parameters<typeof createTransport>[0]);
  }

  async send(message: MailToSend): Promise<Delivery> {
    try {
      const info = await this.transporter.sendMail(mailOptions(message, this.mailFrom));
      return { transport: 'smtp', providerMessageId: info.messageId ?? null };
    } catch (error) {
      // 5xx from the server is a permanent refusal (RFC 5321); 4xx and connection trouble pass.
      const code = (error as { responseCode?: number }).responseCode;
      if (code !== undefined && code >= 500 && code < 600) throw new PermanentDeliveryError(`SMTP ${code}: ${(error as Error).message}`);
      throw error;
    }
  }

  close(): void {
    this.transporter.close();
  }
}
