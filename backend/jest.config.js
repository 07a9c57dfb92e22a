/**
 * Backend tests: unit specs beside the code, API specs that boot the real app on a real database,
 * and the table-driven specs of the shop rules (@shop/rules), which have no runner of their own.
 */
module.exports = {
  rootDir: 'src',
  roots: ['<rootDir>', '<rootDir>/../../packages/rules/src'],
  testEnvironment: 'node',
  testRegex: '\\.spec\\.ts$',
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  globalSetup: '<rootDir>/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/test-support/global-teardown.ts',
  testTimeout: 60000,
};
