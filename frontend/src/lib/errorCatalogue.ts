/** Part 1 §8: what a user reads for each server code or message text. */
const messagesByKey: Record<string, string> = {
  invalid_credentials: 'Incorrect username or password. Please try again.',
  missing_credentials: 'Please enter both username and password.',
  'Username already exists': 'This username is already taken. Please choose another one.',
  'Email already registered': 'An account with this email already exists.',
  'Not authenticated': 'Please sign in to continue.',
  'Invalid or expired reset token': 'The password reset link has expired. Please request a new one.',
  'Failed to logout': 'Unable to sign out. Please try again.',
  'User not found': "This user doesn't exist or has been deleted.",
  'Invalid token': 'Your session has expired. Please sign in again.',
  'Missing token': 'Authentication required. Please sign in.',
  'Server error': "We're experiencing technical difficulties. Please try again later.",
  'Database error': "We're experiencing database issues. Please try again later.",
  'Invalid input': 'Please check your information and try again.',
  'File too large': 'The uploaded file is too large. Please use a smaller file.',
  'Invalid file type': 'This file type is not supported. Please use a different format.',
  'Upload failed': "We couldn't upload your file. Please try again.",
  no_otp_found: 'Verification code not found. Please request a new one.',
  invalid_otp: 'Invalid verification code. Please try again.',
  otp_expired: 'Verification code has expired. Please request a new one.',
  auth_error: 'Authentication failed. Please try again.',
  DELETE_FAILED: 'Unable to delete your account. Please try again later.',
};

/** The server's codes for the catalogue rows that the spec keys by message text. */
const catalogueKeyByServerCode: Record<string, string> = {
  username_taken: 'Username already exists',
  email_taken: 'Email already registered',
  not_authenticated: 'Not authenticated',
  invalid_reset_token: 'Invalid or expired reset token',
  user_not_found: 'User not found',
  file_too_large: 'File too large',
  invalid_file_type: 'Invalid file type',
  upload_failed: 'Upload failed',
  validation_error: 'Invalid input',
  server_error: 'Server error',
  internal_error: 'Server error',
  database_error: 'Database error',
  delete_failed: 'DELETE_FAILED',
};

/** Codes whose server message is already written for the user (rate limits name no field or secret). */
const codesWithUserFacingMessage = new Set([
  'too_many_requests',
  'otp_cooldown',
  'otp_locked',
  'login_locked',
  'service_unavailable',
  'invalid_current_password',
  'verification_session_missing',
  'already_verified',
  'forbidden',
  'unknown_package',
  'payment_verification_failed',
  'application_pending',
  'already_trendstar',
]);

export const unexpectedErrorMessage = 'An unexpected error occurred. Please try again';

const catalogueTexts = new Set(Object.values(messagesByKey));

interface ErrorDetails {
  code?: string;
  message?: string;
  status?: number | string;
}

function readErrorDetails(error: unknown): ErrorDetails {
  if (typeof error === 'string') return { message: error };
  if (!error || typeof error !== 'object') return {};
  const record = error as Record<string, unknown>;
  const body = record.data && typeof record.data === 'object' ? (record.data as Record<string, unknown>) : record;
  const code = typeof body.code === 'string' ? body.code : undefined;
  const message =
    typeof body.message === 'string' ? body.message : typeof record.error === 'string' ? record.error : undefined;
  const status = typeof record.status === 'number' || typeof record.status === 'string' ? record.status : undefined;
  return { code, message, status };
}

/** Code first, then message text, else the generic sentence. */
export function resolveErrorMessage(error: unknown): string {
  const { code, message, status } = readErrorDetails(error);
  if (code) {
    const key = catalogueKeyByServerCode[code] ?? code;
    if (messagesByKey[key]) return messagesByKey[key];
    if (codesWithUserFacingMessage.has(code) && message) return message;
  }
  if (message) {
    if (messagesByKey[message]) return messagesByKey[message];
    if (catalogueTexts.has(message)) return message;
  }
  if (typeof status === 'number' && status >= 500) return messagesByKey['Server error'];
  return unexpectedErrorMessage;
}

/** Field messages of a 400 validation answer, keyed by field name. */
export function readFieldErrors(error: unknown): Record<string, string> {
  if (!error || typeof error !== 'object') return {};
  const data = (error as { data?: unknown }).data;
  if (!data || typeof data !== 'object') return {};
  const errors = (data as { errors?: unknown }).errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
