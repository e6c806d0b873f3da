/** Part 2 §5 and §9: try-on uploads are JPG or PNG up to 25 MB. */
export const acceptedImageTypes = ['image/jpeg', 'image/png'];
export const maximumImageBytes = 25 * 1024 * 1024;

export const invalidImageFormatMessage = 'Invalid image format. Please upload JPG or PNG files only.';
// Part 1 §8's catalogue text for a file over the limit.
export const imageTooLargeMessage = 'The uploaded file is too large. Please use a smaller file.';

/** The message refusing `file`, or null when it may be uploaded. */
export function imageFileProblem(file: File): string | null {
  if (!acceptedImageTypes.includes(file.type)) return invalidImageFormatMessage;
  if (file.size > maximumImageBytes) return imageTooLargeMessage;
  return null;
}
