import { emailError, type FieldErrors } from '../../lib/validation';

/** The address fields as typed (part 2 §3 user_address); saveAsDefault travels beside them. */
export type AddressValues = {
  fullName: string;
  mobile: string;
  email: string;
  address1: string;
  address2: string;
  district: string;
  city: string;
  state: string;
  pincode: string;
};

/** Part 2 §9: a mobile number has at least 10 characters. */
export const minimumMobileLength = 10;

export const blankAddress: AddressValues = {
  fullName: '',
  mobile: '',
  email: '',
  address1: '',
  address2: '',
  district: '',
  city: '',
  state: '',
  pincode: '',
};

function required(value: string, message: string): string | undefined {
  return value.trim() ? undefined : message;
}

function pincodeError(pincode: string): string | undefined {
  const trimmed = pincode.trim();
  if (!trimmed) return 'Pincode is required';
  return /^\d+$/.test(trimmed) ? undefined : 'Pincode must contain only digits';
}

/** Spaces, dashes, dots and brackets typed inside a phone number are not digits of it (the server drops them too). */
function mobileError(mobile: string): string | undefined {
  const number = mobile.replace(/[\s\-.()]/g, '');
  return new RegExp(`^\\+?\\d{${minimumMobileLength},}$`).test(number)
    ? undefined
    : 'Mobile number must be at least 10 digits';
}

/** Part 2 §5 Address: the first failed rule of each field. */
export function validateAddress(values: AddressValues): FieldErrors<keyof AddressValues> {
  const errors: FieldErrors<keyof AddressValues> = {};
  const messages: Partial<Record<keyof AddressValues, string | undefined>> = {
    fullName: required(values.fullName, 'Full name is required'),
    mobile: mobileError(values.mobile),
    email: values.email.trim() ? emailError(values.email) : undefined,
    address1: required(values.address1, 'Address line 1 is required'),
    district: required(values.district, 'District is required'),
    city: required(values.city, 'City is required'),
    state: required(values.state, 'State is required'),
    pincode: pincodeError(values.pincode),
  };
  for (const [field, message] of Object.entries(messages) as [keyof AddressValues, string | undefined][]) {
    if (message) errors[field] = message;
  }
  return errors;
}

/** Trimmed values, optional fields left out when blank, as the server expects them. */
export function addressPayload(values: AddressValues) {
  return {
    fullName: values.fullName.trim(),
    mobile: values.mobile.trim(),
    email: values.email.trim() || undefined,
    address1: values.address1.trim(),
    address2: values.address2.trim() || undefined,
    district: values.district.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    pincode: values.pincode.trim(),
  };
}
