/** Unit tests: pure logic next to the code (*.spec.ts). */
module.exports = {
  rootDir: 'src',
  testRegex: '.*\\.spec\\.ts$',
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
};
