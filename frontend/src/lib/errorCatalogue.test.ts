/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readFieldErrors, resolveErrorMessage, serverErrorCodes, serverMessageOf } from './errorCatalogue';

const apiError = (status: number, data: unknown) => ({ status, data });

describe('resolveErrorMessage', () => {
  it.each([
    ['invalid_credentials', 'Incorrect username or password. Please try again.'],
    ['missing_credentials', 'Please enter both username and password.'],
    ['invalid_otp', 'Invalid verification code. Please try again.'],
    ['otp_expired', 'Verification code has expired. Please request a new one.'],
    ['no_otp_found', 'Verification code not found. Please request a new one.'],
    ['DELETE_FAILED', 'Unable to delete your account. Please try again later.'],
  ])('maps the code %s', (code, expected) => {
    expect(resolveErrorMessage(apiError(400, { statusCode: 400, code, message: 'anything' }))).toBe(expected);
  });

  it.each([
    ['Username already exists', 'This username is already taken. Please choose another one.'],
    ['Email already registered', 'An account with this email already exists.'],
    ['Not authenticated', 'Please sign in to continue.'],
    ['Invalid or expired reset token', 'The password reset link has expired. Please request a new one.'],
    ['Failed to logout', 'Unable to sign out. Please try again.'],
    ['User not found', "This user doesn't exist or has been deleted."],
    ['Invalid token', 'Your session has expired. Please sign in again.'],
    ['Missing token', 'Authentication required. Please sign in.'],
    ['Server error', "We're experiencing technical difficulties. Please try again later."],
    ['Database error', "We're experiencing database issues. Please try again later."],
    ['Invalid input', 'Please check your information and try again.'],
    ['File too large', 'The uploaded file is too large. Please use a smaller file.'],
    ['Invalid file type', 'This file type is not supported. Please use a different format.'],
    ['Upload failed', "We couldn't upload your file. Please try again."],
  ])('maps the message text "%s"', (message, expected) => {
    expect(resolveErrorMessage(apiError(400, { message }))).toBe(expected);
    expect(resolveErrorMessage(new Error(message))).toBe(expected);
  });

  it.each([
    ['otp_locked', 'Too many incorrect codes. Please try again in 42 minutes.'],
    ['login_locked', 'Too many failed sign-in attempts. Please wait 15 seconds and try again.'],
    ['service_unavailable', 'The service is temporarily unavailable. Please try again in a moment.'],
  ])('shows the server message of %s, which is written for the user', (code, message) => {
    expect(resolveErrorMessage(apiError(429, { code, message }))).toBe(message);
  });

  it('maps the server codes of the text rows', () => {
    expect(resolveErrorMessage(apiError(409, { code: 'username_taken', message: 'Username already exists' }))).toBe(
      'This username is already taken. Please choose another one.',
    );
    expect(resolveErrorMessage(apiError(409, { code: 'email_taken', message: 'Email already registered' }))).toBe(
      'An account with this email already exists.',
    );
    expect(resolveErrorMessage(apiError(400, { code: 'invalid_reset_token', message: 'x' }))).toBe(
      'The password reset link has expired. Please request a new one.',
    );
  });

  it('prefers the code over the message text', () => {
    expect(resolveErrorMessage(apiError(401, { code: 'invalid_credentials', message: 'User not found' }))).toBe(
      'Incorrect username or password. Please try again.',
    );
  });

  it('falls back to the generic sentence', () => {
    expect(resolveErrorMessage(apiError(418, { code: 'teapot', message: 'I am a teapot' }))).toBe(
      'An unexpected error occurred. Please try again',
    );
    expect(resolveErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'An unexpected error occurred. Please try again',
    );
    expect(resolveErrorMessage(undefined)).toBe('An unexpected error occurred. Please try again');
  });

  it('keeps a catalogue sentence the server already sent', () => {
    expect(resolveErrorMessage(apiError(401, { message: 'Incorrect username or password. Please try again.' }))).toBe(
      'Incorrect username or password. Please try again.',
    );
  });

  it('shows rate-limit messages as the server words them', () => {
    expect(
      resolveErrorMessage(
        apiError(429, { code: 'too_many_requests', message: 'Too many requests. Please try again later.' }),
      ),
    ).toBe('Too many requests. Please try again later.');
  });

  it('reads field errors of a validation answer', () => {
    const error = apiError(400, {
      code: 'validation_error',
      message: 'Invalid email address',
      errors: { email: 'Invalid email address', other: 3 },
    });
    expect(readFieldErrors(error)).toEqual({ email: 'Invalid email address' });
    expect(resolveErrorMessage(error)).toBe('Please check your information and try again.');
  });
});

describe('serverErrorCodes', () => {
  it('are exactly the codes of the server catalogue, so the frontend names no code the server never sends', () => {
    const catalogue = readFileSync(
      path.resolve(__dirname, '../../../backend/src/common/errors/error-codes.ts'),
      'utf8',
    );
    const body = catalogue.slice(
      catalogue.indexOf('export const ErrorCatalogue = {'),
      catalogue.indexOf('} as const;'),
    );
    const serverCodes = [...body.matchAll(/^ {2}(\w+): \{/gm)].map((match) => match[1]);
    expect([...serverErrorCodes].sort()).toEqual(serverCodes.sort());
  });
});

describe('serverMessageOf', () => {
  it("gives the server's words for its codes and the spec's sentence, never an HTTP status, without them", () => {
    expect(serverMessageOf(apiError(404, { statusCode: 404, code: 'post_not_found', message: 'Post not found' }))).toBe(
      'Post not found',
    );
    expect(serverMessageOf(apiError(500, null))).toBe(
      "We're experiencing technical difficulties. Please try again later.",
    );
    expect(serverMessageOf(apiError(502, '<html>Bad gateway</html>'))).toBe(
      "We're experiencing technical difficulties. Please try again later.",
    );
    expect(serverMessageOf(apiError(418, null))).toBe('An unexpected error occurred. Please try again');
    expect(serverMessageOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'TypeError: Failed to fetch',
    );
  });
});
