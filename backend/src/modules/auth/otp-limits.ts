/** The brakes on e-mail codes, read by OtpService's rules and by the statements in auth.queries.ts that enforce them. */
export const OTP_VALIDITY_MILLISECONDS = 10 * 60 * 1000;
export const OTP_RESEND_COOLDOWN_MILLISECONDS = 60 * 1000;
export const OTP_MAXIMUM_FAILED_ATTEMPTS = 5;
/** Wrong codes an account may try per window, whatever codes they were for: 20 of 10,000 an hour. */
export const OTP_ACCOUNT_MAXIMUM_FAILED_ATTEMPTS = 20;
export const OTP_ACCOUNT_WINDOW_MILLISECONDS = 60 * 60 * 1000;

export const seconds = (milliseconds: number) => milliseconds / 1000;
