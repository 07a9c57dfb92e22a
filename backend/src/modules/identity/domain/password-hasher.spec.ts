import crypto from 'node:crypto';
import { TEST_SCRYPT_COST } from './password-hash-cost';
import { hashPassword, PasswordHasher, verifyPassword } from './password-hasher';

describe('password hashing', () => {
  afterEach(() => jest.restoreAllMocks());

  it('runs at most two scrypt hashes at once (128 MiB each), however many are asked for together', async () => {
    const realScrypt = crypto.scrypt;
    let running = 0;
    let peak = 0;
    // Passes every call through to node's scrypt, counting how many are under way.
    jest.spyOn(crypto, 'scrypt').mockImplementation(((...args: unknown[]) => {
      const callback = args.pop() as (error: Error | null, key: Buffer) => void;
      running += 1;
      peak = Math.max(peak, running);
      (realScrypt as (...all: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
        running -= 1;
        callback(error, key);
      });
    }) as typeof crypto.scrypt);
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, index) => hashPassword(`kente-passphrase-${index}`)));
    expect(peak).toBe(2);
    expect(await verifyPassword('kente-passphrase-5', hashes[5])).toBe(true);
    expect(await verifyPassword('kente-passphrase-5', hashes[4])).toBe(false);
  });

  it('writes the cost into each hash, so hashes made at another cost stay readable', async () => {
    const full = await hashPassword('kente-passphrase');
    const cheap = await new PasswordHasher({ passwordHashCost: TEST_SCRYPT_COST }).hash('kente-passphrase');
    expect(full.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await verifyPassword('kente-passphrase', full)).toBe(true);
    expect(await verifyPassword('kente-passphrase', cheap)).toBe(true);
    expect(await verifyPassword('kente-passphrasE', cheap)).toBe(false);
  });

  it('answers null alike for an unknown account and a wrong password', async () => {
    const hasher = new PasswordHasher({ passwordHashCost: TEST_SCRYPT_COST });
    const account = { passwordHash: await hasher.hash('kente-passphrase') };
    expect(await hasher.accountIfPasswordMatches(account, 'kente-passphrase')).toBe(account);
    expect(await hasher.accountIfPasswordMatches(account, 'wrong-passphrase')).toBeNull();
    expect(await hasher.accountIfPasswordMatches(null, 'kente-passphrase')).toBeNull();
  });
});
