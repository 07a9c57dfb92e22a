/**
 * Backend tests: unit specs beside the code, API specs that boot the real app on a real database,
 * and the table-driven specs of the shop rules (@shop/rules), which have no runner of their own.
 * Specs named for one engine or service run only where it is: `*.postgres.spec.ts` with
 * TEST_DATABASE_URL, `*.embedded.spec.ts` without it (the embedded engine itself), `*.redis.spec.ts`
 * with TEST_REDIS_URL. `npm test` says which were left out.
 */
const leftOut = [
  process.env.TEST_DATABASE_URL ? '\\.embedded\\.spec\\.ts$' : '\\.postgres\\.spec\\.ts$',
  ...(process.env.TEST_REDIS_URL ? [] : ['\\.redis\\.spec\\.ts$']),
];

module.exports = {
  rootDir: 'src',
  roots: ['<rootDir>', '<rootDir>/../../packages/rules/src'],
  testEnvironment: 'node',
  testRegex: '\\.spec\\.ts$',
  testPathIgnorePatterns: ['/node_modules/', ...leftOut],
  transform: { '^.+\\.ts$': ['@swc/jest'], '/node_modules/thumbhash/.+\\.js$': ['@swc/jest'] },
  // thumbhash is published as an ES module only: compiled like our own code for Jest's CommonJS runtime.
  transformIgnorePatterns: ['/node_modules/(?!thumbhash/)'],
  globalSetup: '<rootDir>/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/test-support/global-teardown.ts',
  // Every property test of a run uses one seed (printed at the start, FC_SEED replays it).
  setupFiles: ['<rootDir>/test-support/property-seed-setup.ts'],
  // Each spec file leaves 30-50 MB of its modules (Nest, TypeORM, PGlite) on the heap, and a run in
  // one process slowed as its heap grew: a file that takes 25 s alone took 212 s at the end of the
  // PGlite tier. A worker past this limit after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '500MB',
  // A bound, not a wait: PGlite apps and restarts on a busy two-core machine can take a minute.
  testTimeout: 120000,
};
