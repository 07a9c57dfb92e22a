/**
 * The environment of a shop or script a test starts: NODE_ENV=test, and the run's migrated template
 * (global-setup.ts), which a new embedded database starts from instead of being created and migrated.
 */
export function testEnv(env: Record<string, string> = {}): Record<string, string> {
  const template = process.env.TEST_PGLITE_TEMPLATE;
  return { NODE_ENV: 'test', ...(template ? { TEST_PGLITE_TEMPLATE: template } : {}), ...env };
}
