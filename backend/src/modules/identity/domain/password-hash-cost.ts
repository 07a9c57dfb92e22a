/** OWASP's scrypt cost: N=2^17 with r=8, p=1 (128 MiB of memory per hash). */
export const SCRYPT_COST = 2 ** 17;

/**
 * NODE_ENV=test only: a hash takes 2 ms instead of 800 ms on a two-core machine, and the suites hash
 * hundreds of passwords. Production refuses to start with anything below SCRYPT_COST (loadConfig).
 */
export const TEST_SCRYPT_COST = 2 ** 10;
