/** Part 1 §5 rules. Each validator returns the field messages of the first failed rule per field. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const usernamePattern = /^[A-Za-z0-9_]+$/;

export function passwordError(password: string): string | undefined {
  if (password.length < 8) return 'Password must be at least 8 characters';
  if (!/[A-Z]/.test(password)) return 'Password must contain at least one uppercase letter';
  if (!/[a-z]/.test(password)) return 'Password must contain at least one lowercase letter';
  if (!/[0-9]/.test(password)) return 'Password must contain at least one number';
  return undefined;
}

export function emailError(email: string): string | undefined {
  return emailPattern.test(email.trim()) ? undefined : 'Invalid email address';
}

function usernameError(username: string): string | undefined {
  if (username.length < 3) return 'Username must be at least 3 characters';
  if (username.length > 30) return 'Username must be less than 30 characters';
  if (!usernamePattern.test(username)) return 'Username can only contain letters, numbers, and underscores';
  return undefined;
}

function withoutEmpty<Field extends string>(errors: Record<Field, string | undefined>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<Field>;
}

export type LoginValues = {
  username: string;
  password: string;
};

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return withoutEmpty({
    username: values.username.trim() ? undefined : 'Username is required',
    password: values.password ? undefined : 'Password is required',
  });
}

export type RegisterValues = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  gender: 'male' | 'female' | 'other';
};

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  return withoutEmpty({
    firstName: values.firstName.trim() ? undefined : 'First name is required',
    lastName: values.lastName.trim() ? undefined : 'Last name is required',
    username: usernameError(values.username.trim()),
    email: emailError(values.email),
    password: passwordError(values.password),
    confirmPassword: values.confirmPassword === values.password ? undefined : 'Passwords do not match',
    gender: undefined,
  });
}

export function otpError(code: string): string | undefined {
  return /^\d{4}$/.test(code) ? undefined : 'OTP must be 4 digits';
}

export type ResetPasswordValues = {
  token: string;
  password: string;
  confirmPassword: string;
};

export function validateResetPassword(values: ResetPasswordValues): FieldErrors<keyof ResetPasswordValues> {
  return withoutEmpty({
    token: values.token ? undefined : 'Reset token is required',
    password: passwordError(values.password),
    confirmPassword: values.confirmPassword === values.password ? undefined : 'Passwords do not match',
  });
}

export type ChangePasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

export function validateChangePassword(values: ChangePasswordValues): FieldErrors<keyof ChangePasswordValues> {
  return withoutEmpty({
    currentPassword: values.currentPassword ? undefined : 'Current password is required',
    newPassword: passwordError(values.newPassword),
    confirmPassword: values.confirmPassword === values.newPassword ? undefined : 'Passwords do not match',
  });
}

export const bioMaxLength = 500;

export type ProfileValues = {
  firstName: string;
  lastName: string;
  bio: string;
  gender: 'male' | 'female' | 'other';
};

export function validateProfile(values: ProfileValues): FieldErrors<keyof ProfileValues> {
  return withoutEmpty({
    firstName: values.firstName.trim() ? undefined : 'First name is required',
    lastName: values.lastName.trim() ? undefined : 'Last name is required',
    bio: values.bio.trim().length > bioMaxLength ? 'Bio must be less than 500 characters' : undefined,
    gender: undefined,
  });
}
