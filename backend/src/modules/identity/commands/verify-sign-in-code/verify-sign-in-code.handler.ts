import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { timingSafeEqual } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { SignInCode } from '../../domain/sign-in-code.entity';
import { User } from '../../domain/user.entity';
import { SWITCHED_OFF } from '../sign-in/sign-in.handler';
import { signInCodeHash } from '../send-sign-in-code/send-sign-in-code.handler';
import { VerifySignInCodeCommand } from './verify-sign-in-code.command';

/** Wrong codes a number's code survives; the next one ends it. */
export const SIGN_IN_CODE_TRIES = 5;
export const WRONG_CODE = 'That code is not right, or it has expired: check the SMS or ask for a new code';

/**
 * The customer for a number whose code matches, made on the first sign-in (`created`). A code is
 * used once; a wrong one counts against it, and the fifth wrong one ends it. Locked per number, so
 * two guesses at once count as two.
 */
@Injectable()
export class VerifySignInCodeHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ phone, code }: VerifySignInCodeCommand): Promise<{ user: User; created: boolean }> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      if (!(await useSignInCode(manager, this.config.sessionSecret, phone, code))) return null;
      const users = manager.getRepository(User);
      const existing = await users.findOneBy({ phone });
      if (existing) return { user: existing, created: false };
      return { user: await users.save(users.create({ phone, email: null, passwordHash: null, firstName: null, lastName: null, profileImageUrl: null, role: 'customer', disabledAt: null })), created: true };
    });
    // Said after the transaction, so a wrong guess is counted rather than rolled back with the refusal.
    if (!outcome) throw new UnauthorizedException(WRONG_CODE);
    if (outcome.user.disabledAt) throw new UnauthorizedException(SWITCHED_OFF);
    return outcome;
  }
}

/**
 * Uses the number's live code when `code` matches it (true), or counts a wrong try against it, the
 * fifth ending it (false). The row is locked, so two guesses at once count as two. The caller's
 * transaction must commit a false too: a refusal that rolled back would uncount the guess.
 */
export async function useSignInCode(manager: EntityManager, secret: string, phone: string, code: string): Promise<boolean> {
  const [live]: SignInCode[] = await manager.query(`SELECT * FROM sign_in_codes WHERE phone = $1 AND "expiresAt" > now() FOR UPDATE`, [phone]);
  if (!live) return false;
  const given = Buffer.from(signInCodeHash(secret, phone, code.trim()));
  if (!timingSafeEqual(given, Buffer.from(live.codeHash))) {
    if (live.attempts + 1 >= SIGN_IN_CODE_TRIES) await manager.query(`DELETE FROM sign_in_codes WHERE phone = $1`, [phone]);
    else await manager.query(`UPDATE sign_in_codes SET attempts = attempts + 1 WHERE phone = $1`, [phone]);
    return false;
  }
  await manager.query(`DELETE FROM sign_in_codes WHERE phone = $1`, [phone]);
  return true;
}
