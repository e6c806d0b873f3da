/** The engine's unit tests, beside the code (*.spec.ts); the *.fixtures.spec.ts ones run on ../../../shared/fixtures. */
module.exports = {
  rootDir: 'src',
  testRegex: '.*\\.spec\\.ts$',
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
};
