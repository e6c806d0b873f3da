import { passwordProblem } from './auth-requests.dto';

describe('password rules', () => {
  it.each([
    ['Ab1', 'Password must be at least 8 characters'],
    ['abcdefg1', 'Password must contain at least one uppercase letter'],
    ['ABCDEFG1', 'Password must contain at least one lowercase letter'],
    ['Abcdefgh', 'Password must contain at least one number'],
    [12345678, 'Password must be at least 8 characters'],
  ])('%p → %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('accepts a password meeting every rule', () => {
    expect(passwordProblem('Abcdefg1')).toBeNull();
  });
});
