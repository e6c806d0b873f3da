/** HTTP end-to-end tests: the real app against real PostgreSQL and Redis (started by scripts/stack.mjs). */
module.exports = {
  rootDir: '.',
  testRegex: 'test/.*\\.e2e-spec\\.ts$',
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
  testTimeout: 30000,
};
