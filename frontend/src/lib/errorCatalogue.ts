/**
 * The codes the server sends (`backend/src/common/errors/error-codes.ts`; `errorCatalogue.test.ts` fails when the two
 * lists differ): every code this catalogue names is one of them.
 */
export const serverErrorCodes = [
  'validation_error',
  'invalid_credentials',
  'missing_credentials',
  'username_taken',
  'email_taken',
  'not_authenticated',
  'forbidden',
  'forbidden_origin',
  'forbidden_host',
  'invalid_reset_token',
  'invalid_current_password',
  'user_not_found',
  'cannot_follow_self',
  'not_found',
  'no_otp_found',
  'invalid_otp',
  'otp_expired',
  'otp_cooldown',
  'otp_locked',
  'login_locked',
  'verification_session_missing',
  'already_verified',
  'file_too_large',
  'invalid_file_type',
  'upload_failed',
  'invalid_image_format',
  'insufficient_credits',
  'try_on_images_missing',
  'try_on_not_found',
  'try_on_not_finished',
  'timestamp_required',
  'post_not_found',
  'comment_not_found',
  'trendstar_not_found',
  'too_many_requests',
  'payload_too_large',
  'invalid_json',
  'body_too_deep',
  'unsupported_media_type',
  'request_error',
  'service_unavailable',
  'DELETE_FAILED',
  'storage_unavailable',
  'unknown_package',
  'credit_package_not_found',
  'payment_verification_failed',
  'invalid_webhook_signature',
  'payment_gateway_unavailable',
  'application_pending',
  'already_trendstar',
  'application_not_found',
  'application_already_reviewed',
  'product_not_found',
  'product_create_forbidden',
  'product_edit_forbidden',
  'product_not_owner',
  'product_exists_for_try_on',
  'try_on_linked_to_other_product',
  'too_many_product_images',
  'product_gallery_full',
  'product_images_missing',
  'product_image_not_found',
  'address_not_found',
  'too_many_addresses',
  'order_not_found',
  'order_status_forbidden',
  'product_not_available',
  'out_of_stock',
  'cannot_order_own_product',
  'server_error',
] as const;

export type ServerErrorCode = (typeof serverErrorCodes)[number];

/** Part 1 §8: what a user reads for each server code the spec names. */
const messagesByCode: Partial<Record<ServerErrorCode, string>> = {
  invalid_credentials: 'Incorrect username or password. Please try again.',
  missing_credentials: 'Please enter both username and password.',
  no_otp_found: 'Verification code not found. Please request a new one.',
  invalid_otp: 'Invalid verification code. Please try again.',
  otp_expired: 'Verification code has expired. Please request a new one.',
  DELETE_FAILED: 'Unable to delete your account. Please try again later.',
};

/** Part 1 §8: what a user reads for each message text the spec names. */
const messagesByText: Record<string, string> = {
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
};

/** The server's codes for the catalogue rows that the spec keys by message text. */
const catalogueTextByServerCode: Partial<Record<ServerErrorCode, string>> = {
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
};

/** Codes whose server message is already written for the user (rate limits name no field or secret). */
const codesWithUserFacingMessage = new Set<ServerErrorCode>([
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

const catalogueTexts = new Set([...Object.values(messagesByCode), ...Object.values(messagesByText)]);

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
  if (isServerErrorCode(code)) {
    const byCode = messagesByCode[code] ?? messagesByText[catalogueTextByServerCode[code] ?? ''];
    if (byCode) return byCode;
    if (codesWithUserFacingMessage.has(code) && message) return message;
  }
  if (message) {
    if (messagesByText[message]) return messagesByText[message];
    if (catalogueTexts.has(message)) return message;
  }
  if (typeof status === 'number' && status >= 500) return messagesByText['Server error'];
  return unexpectedErrorMessage;
}

/**
 * The `{message}` of toasts like "Failed to like post: {message}" (part 1 §8): the server's own words when it
 * answered with one of its codes (its catalogue's texts are the spec's), the browser's when no answer came, else
 * the catalogue's sentence (a 500 without a body reads "We're experiencing technical difficulties...").
 */
export function serverMessageOf(error: unknown): string {
  const { code, message, status } = readErrorDetails(error);
  if (isServerErrorCode(code) && message) return message;
  if (status === 'FETCH_ERROR' && message) return message;
  return resolveErrorMessage(error);
}

function isServerErrorCode(code: string | undefined): code is ServerErrorCode {
  return (serverErrorCodes as readonly string[]).includes(code ?? '');
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
