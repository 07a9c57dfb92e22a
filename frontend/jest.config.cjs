/** Component tests: jsdom, TypeScript/TSX through SWC (@shop/rules too, from its source). */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup-tests.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
      },
    ],
  },
  // thumbhash is published as an ES module only: compiled like our own code.
  transformIgnorePatterns: ['/node_modules/(?!thumbhash/)'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
  },
  // Each file leaves about 100 MB of jsdom and antd on the worker's heap (1.3 GB after 15 files), and
  // a long run slows as the heap grows: a worker past this after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '600MB',
  // antd forms are slow to render in jsdom; a loaded CI machine must not turn that into failures.
  testTimeout: 90000,
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/src/api/generated/'],
};
