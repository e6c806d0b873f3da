import type { FieldErrors } from '../../lib/validation';

export type ApplicationValues = { instagramHandle: string; socialMediaLinks: string; reasonToApply: string };

/** Part 2 §5 and §9: the reason needs at least 50 characters. */
export const minimumReasonLength = 50;

/** The handle is typed without @: a leading @ (as people copy it from Instagram) is dropped as typed. */
export function withoutAt(handle: string): string {
  return handle.replace(/^\s*@+/, '');
}

export function reasonLength(reason: string): number {
  return reason.trim().length;
}

/** Links one per line; blank lines are ignored. */
export function linksOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The server's rule: links are web addresses, never javascript: or data: ones a reviewer might open. */
export const linkMessage = 'Each link must be a web address starting with http:// or https://';

export function validateApplication(values: ApplicationValues): FieldErrors<keyof ApplicationValues> {
  const errors: FieldErrors<keyof ApplicationValues> = {};
  if (!values.instagramHandle.trim()) errors.instagramHandle = 'Instagram handle is required';
  if (linksOf(values.socialMediaLinks).some((link) => !/^https?:\/\/\S+$/i.test(link)))
    errors.socialMediaLinks = linkMessage;
  if (reasonLength(values.reasonToApply) < minimumReasonLength)
    errors.reasonToApply = 'Please provide a detailed reason (minimum 50 characters)';
  return errors;
}
