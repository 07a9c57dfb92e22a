import { Inject, Injectable } from '@nestjs/common';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { ConcurrencyLimit } from '../../../shared/concurrency-limit';
import { SCRYPT_COST } from './password-hash-cost';

const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * Each hash holds 128 MiB while it runs and keeps a core busy: two at a time, so a burst of
 * registrations or sign-ins costs 256 MiB rather than 128 MiB per libuv thread (512 MiB and up).
 */
const hashing = new ConcurrencyLimit(2);

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return hashing.run(
    () =>
      new Promise((resolve, reject) =>
        scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

/** Hashes carry their own cost ("scrypt$N$r$p$salt$hash"): raising it later leaves old ones readable. */
export async function hashPassword(password: string, cost = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost, R, P);
  return ['scrypt', cost, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The shop's passwords, hashed at the configured cost (AppConfig's passwordHashCost). */
@Injectable()
export class PasswordHasher {
  /** A hash of nothing, checked when the e-mail is unknown so both failures take the same time. */
  private decoyHash: Promise<string> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'passwordHashCost'>) {}

  hash(password: string): Promise<string> {
    return hashPassword(password, this.config.passwordHashCost);
  }

  /** The account when the password is its own, else null; an unknown account (null) costs the same time. */
  async accountIfPasswordMatches<T extends { passwordHash: string | null }>(account: T | null, password: string): Promise<T | null> {
    this.decoyHash ??= this.hash(randomBytes(16).toString('hex'));
    // An account without a password (signed up by phone) is checked against the decoy too: it answers as slowly, and never matches.
    const matches = await verifyPassword(password, account?.passwordHash ?? (await this.decoyHash));
    return account?.passwordHash && matches ? account : null;
  }
}
