import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { SIGN_IN_CODE_MINUTES } from '../../../notifications/messages/sign-in.messages';
import { NotificationsService } from '../../../notifications/notifications.service';
import { SendSignInCodeCommand } from './send-sign-in-code.command';

/** HMAC of a code for its number: a stolen table of hashes cannot be read back by trying all million codes without the secret. */
export function signInCodeHash(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

/**
 * A new six-digit code for the number, replacing any live one, and its SMS in the same
 * transaction. Whether the number has an account is never said: the code signs in or signs up.
 */
@Injectable()
export class SendSignInCodeHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifications: NotificationsService,
  ) {}

  async execute({ phone, via }: SendSignInCodeCommand): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO sign_in_codes (phone, "codeHash", "expiresAt", attempts, "createdAt") VALUES ($1, $2, now() + make_interval(mins => $3), 0, now())
         ON CONFLICT (phone) DO UPDATE SET "codeHash" = EXCLUDED."codeHash", "expiresAt" = EXCLUDED."expiresAt", attempts = 0, "createdAt" = now()`,
        [phone, signInCodeHash(this.config.sessionSecret, phone, code), SIGN_IN_CODE_MINUTES],
      );
      await this.notifications.signInCode(manager, phone, code, randomUUID(), via);
    });
  }
}
