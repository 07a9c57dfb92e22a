import crypto from 'node:crypto';
import { hashPassword, verifyPassword } from './password-hasher';

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
});
