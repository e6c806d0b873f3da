/** What went wrong, as a stable code and a message a user can read. */
export interface ProviderFailure {
  code: string;
  message: string;
}

const TRY_AGAIN = 'Something went wrong while creating your try-on. Please try again.';
const UNAVAILABLE = 'Try-on is unavailable right now. Please try again later.';
const BUSY = 'The try-on service is busy. Please try again in a moment.';
const NOT_RESPONDING = 'The try-on service is not responding. Please try again in a moment.';
const UNUSABLE_IMAGES = "These photos can't be used for try-on. Please try different photos.";

/** FASHN's runtime error names (a job reported `failed`), as our codes and messages. */
const RUNTIME_ERRORS: Record<string, ProviderFailure> = {
  ImageLoadError: {
    code: 'tryon_image_unreadable',
    message: "We couldn't read one of the photos. Please upload a clear JPG or PNG image.",
  },
  NSFWError: {
    code: 'tryon_content_refused',
    message: "This photo can't be used for try-on. Please choose another one.",
  },
  ContentModerationError: {
    code: 'tryon_content_refused',
    message: "This photo can't be used for try-on. Please choose another one.",
  },
  PhotoTypeError: {
    code: 'tryon_photo_type',
    message: "We couldn't tell which photo shows you and which shows the garment. Please check both uploads.",
  },
  PoseError: {
    code: 'tryon_pose_not_found',
    message:
      "We couldn't see your body clearly. Please use a photo where you face the camera and your body is visible.",
  },
  InputValidationError: { code: 'tryon_invalid_input', message: UNUSABLE_IMAGES },
  PipelineError: { code: 'tryon_generation_failed', message: TRY_AGAIN },
  ThirdPartyError: { code: 'tryon_provider_error', message: TRY_AGAIN },
  UnavailableError: { code: 'tryon_provider_unavailable', message: UNAVAILABLE },
};

/** FASHN's API-level error names (a request refused before or instead of a job). */
const REQUEST_ERRORS: Record<string, ProviderFailure & { retryable: boolean }> = {
  BadRequest: { code: 'tryon_invalid_input', message: UNUSABLE_IMAGES, retryable: false },
  // Our key is wrong or our account is empty: nothing the user did, nothing a retry fixes.
  UnauthorizedAccess: { code: 'tryon_provider_auth', message: UNAVAILABLE, retryable: false },
  OutOfCredits: { code: 'tryon_provider_out_of_credits', message: UNAVAILABLE, retryable: false },
  RateLimitExceeded: { code: 'tryon_provider_busy', message: BUSY, retryable: true },
  ConcurrencyLimitExceeded: { code: 'tryon_provider_busy', message: BUSY, retryable: true },
  NotFound: { code: 'tryon_job_lost', message: TRY_AGAIN, retryable: false },
  InternalServerError: { code: 'tryon_provider_error', message: TRY_AGAIN, retryable: true },
};

const BY_STATUS: Record<number, keyof typeof REQUEST_ERRORS> = {
  400: 'BadRequest',
  401: 'UnauthorizedAccess',
  403: 'UnauthorizedAccess',
  404: 'NotFound',
  422: 'BadRequest',
  429: 'RateLimitExceeded',
};

export const TIMEOUT_FAILURE = { code: 'tryon_provider_timeout', message: NOT_RESPONDING, retryable: true };
export const UNREACHABLE_FAILURE = { code: 'tryon_provider_unreachable', message: NOT_RESPONDING, retryable: true };
export const MALFORMED_FAILURE = { code: 'tryon_provider_bad_answer', message: TRY_AGAIN, retryable: true };
export const RESULT_TOO_LARGE_FAILURE = { code: 'tryon_result_too_large', message: TRY_AGAIN, retryable: false };

export function runtimeFailure(name: string | undefined): ProviderFailure {
  return RUNTIME_ERRORS[name ?? ''] ?? { code: 'tryon_generation_failed', message: TRY_AGAIN };
}

/** An HTTP error answer, by the error name in its body when it has a known one, else by its status. */
export function requestFailure(status: number, name: unknown): ProviderFailure & { retryable: boolean } {
  if (typeof name === 'string' && REQUEST_ERRORS[name]) return REQUEST_ERRORS[name];
  const byStatus = BY_STATUS[status];
  if (byStatus) return REQUEST_ERRORS[byStatus];
  return status >= 500 ? REQUEST_ERRORS.InternalServerError : { ...REQUEST_ERRORS.BadRequest, retryable: false };
}

/** A call to the provider that did not give an answer to act on. `retryable`: the same call may work later. */
export class TryOnProviderError extends Error {
  readonly code: string;
  readonly retryable: boolean;

  constructor(
    failure: ProviderFailure & { retryable: boolean },
    readonly detail: string,
  ) {
    super(failure.message);
    this.name = 'TryOnProviderError';
    this.code = failure.code;
    this.retryable = failure.retryable;
  }
}
