import { HttpStatus } from '@nestjs/common';

/**
 * The error catalogue: `code` is what clients switch on, `message` is the text of the spec's catalogue
 * (either the text users see or the message text the spec's client maps to it).
 */
export const ErrorCatalogue = {
  validation_error: { status: HttpStatus.BAD_REQUEST, message: 'Invalid input' },
  invalid_credentials: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'Incorrect username or password. Please try again.',
  },
  missing_credentials: { status: HttpStatus.BAD_REQUEST, message: 'Please enter both username and password.' },
  username_taken: { status: HttpStatus.CONFLICT, message: 'Username already exists' },
  email_taken: { status: HttpStatus.CONFLICT, message: 'Email already registered' },
  not_authenticated: { status: HttpStatus.UNAUTHORIZED, message: 'Not authenticated' },
  forbidden: { status: HttpStatus.FORBIDDEN, message: 'You are not allowed to do this' },
  forbidden_origin: { status: HttpStatus.FORBIDDEN, message: 'Request origin not allowed' },
  forbidden_host: { status: HttpStatus.FORBIDDEN, message: 'This server does not answer for that host name' },
  invalid_reset_token: { status: HttpStatus.BAD_REQUEST, message: 'Invalid or expired reset token' },
  invalid_current_password: { status: HttpStatus.BAD_REQUEST, message: 'Current password is incorrect' },
  user_not_found: { status: HttpStatus.NOT_FOUND, message: 'User not found' },
  cannot_follow_self: { status: HttpStatus.BAD_REQUEST, message: 'You cannot follow yourself' },
  not_found: { status: HttpStatus.NOT_FOUND, message: 'Not found' },
  no_otp_found: { status: HttpStatus.BAD_REQUEST, message: 'Verification code not found. Please request a new one.' },
  invalid_otp: { status: HttpStatus.BAD_REQUEST, message: 'Invalid verification code. Please try again.' },
  otp_expired: { status: HttpStatus.BAD_REQUEST, message: 'Verification code has expired. Please request a new one.' },
  otp_cooldown: { status: HttpStatus.TOO_MANY_REQUESTS, message: 'Please wait before requesting a new code.' },
  otp_locked: { status: HttpStatus.TOO_MANY_REQUESTS, message: 'Too many incorrect codes. Please try again later.' },
  login_locked: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'Too many failed sign-in attempts. Please wait a moment and try again.',
  },
  verification_session_missing: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Please log in again to verify your email.',
  },
  already_verified: { status: HttpStatus.BAD_REQUEST, message: 'This email address is already verified.' },
  file_too_large: { status: HttpStatus.PAYLOAD_TOO_LARGE, message: 'File too large' },
  invalid_file_type: { status: HttpStatus.BAD_REQUEST, message: 'Invalid file type' },
  upload_failed: { status: HttpStatus.BAD_REQUEST, message: 'Upload failed' },
  invalid_image_format: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Invalid image format. Please upload JPG or PNG files only.',
  },
  insufficient_credits: {
    status: HttpStatus.PAYMENT_REQUIRED,
    message: 'You need 1 credit to generate a try-on image. Please purchase more credits to continue.',
  },
  try_on_images_missing: { status: HttpStatus.BAD_REQUEST, message: 'Please upload both model and garment images.' },
  try_on_not_found: { status: HttpStatus.NOT_FOUND, message: 'Try-on not found' },
  try_on_not_finished: { status: HttpStatus.CONFLICT, message: 'This try-on has not finished yet' },
  timestamp_required: { status: HttpStatus.BAD_REQUEST, message: 'Timestamp is required for deletion' },
  post_not_found: { status: HttpStatus.NOT_FOUND, message: 'Post not found' },
  comment_not_found: { status: HttpStatus.NOT_FOUND, message: 'Comment not found' },
  trendstar_not_found: { status: HttpStatus.NOT_FOUND, message: 'TrendStar not found' },
  too_many_requests: { status: HttpStatus.TOO_MANY_REQUESTS, message: 'Too many requests. Please try again later.' },
  payload_too_large: { status: HttpStatus.PAYLOAD_TOO_LARGE, message: 'The request is too large.' },
  invalid_json: { status: HttpStatus.BAD_REQUEST, message: 'The request body is not valid JSON.' },
  body_too_deep: { status: HttpStatus.BAD_REQUEST, message: 'The request body is nested too deeply.' },
  unsupported_media_type: { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: 'Send the request body as JSON.' },
  request_error: { status: HttpStatus.BAD_REQUEST, message: 'The request could not be handled.' },
  service_unavailable: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'The service is temporarily unavailable. Please try again in a moment.',
  },
  DELETE_FAILED: {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    message: 'Unable to delete your account. Please try again later.',
  },
  storage_unavailable: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'Image storage is unavailable right now. Please try again in a moment.',
  },
  unknown_package: { status: HttpStatus.BAD_REQUEST, message: 'This credit package is not available.' },
  credit_package_not_found: { status: HttpStatus.NOT_FOUND, message: 'Credit package not found' },
  payment_verification_failed: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Payment verification failed. Please contact support.',
  },
  invalid_webhook_signature: { status: HttpStatus.BAD_REQUEST, message: 'Invalid webhook signature' },
  payment_gateway_unavailable: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'The payment gateway is unavailable right now. Please try again in a moment.',
  },
  application_pending: { status: HttpStatus.CONFLICT, message: 'Your application is already under review.' },
  already_trendstar: { status: HttpStatus.CONFLICT, message: 'You are already a TrendStar.' },
  application_not_found: { status: HttpStatus.NOT_FOUND, message: 'Application not found' },
  application_already_reviewed: {
    status: HttpStatus.CONFLICT,
    message: 'This application has already been reviewed.',
  },
  product_not_found: { status: HttpStatus.NOT_FOUND, message: 'Product not found' },
  product_create_forbidden: { status: HttpStatus.FORBIDDEN, message: 'Only TrendStar users can create products' },
  product_edit_forbidden: { status: HttpStatus.FORBIDDEN, message: 'Only TrendStar users can edit products' },
  product_not_owner: { status: HttpStatus.FORBIDDEN, message: 'You can only edit your own products' },
  product_exists_for_try_on: { status: HttpStatus.CONFLICT, message: 'A product already exists for this try-on' },
  try_on_linked_to_other_product: {
    status: HttpStatus.CONFLICT,
    message: 'This try-on is already linked to another product',
  },
  too_many_product_images: {
    status: HttpStatus.BAD_REQUEST,
    message: 'You can upload a maximum of 5 images per product',
  },
  product_gallery_full: { status: HttpStatus.BAD_REQUEST, message: 'A product can have at most 20 images' },
  product_images_missing: { status: HttpStatus.BAD_REQUEST, message: 'Please choose at least one image' },
  product_image_not_found: { status: HttpStatus.NOT_FOUND, message: 'Image not found' },
  address_not_found: { status: HttpStatus.NOT_FOUND, message: 'Address not found' },
  too_many_addresses: { status: HttpStatus.BAD_REQUEST, message: 'You can save at most 20 addresses.' },
  // Orders (spec part 2 §8 "Orders and addresses"; the screens show their own titles around these texts).
  order_not_found: { status: HttpStatus.NOT_FOUND, message: 'Order not found' },
  order_status_forbidden: { status: HttpStatus.FORBIDDEN, message: 'Only the seller can update the order status.' },
  product_not_available: { status: HttpStatus.CONFLICT, message: 'This product is not available for purchase.' },
  out_of_stock: { status: HttpStatus.CONFLICT, message: 'This product is out of stock.' },
  cannot_order_own_product: { status: HttpStatus.BAD_REQUEST, message: 'You cannot order your own product.' },
  server_error: { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Server error' },
} as const;

export type ErrorCode = keyof typeof ErrorCatalogue;
