import type { StageConfidences } from './stage-result';

/** Why the engine declined to produce an image; the try-on module shows `message` to the user. */
export type TryOnEngineErrorCode =
  | 'invalid_image'
  | 'no_person_found'
  | 'several_people'
  | 'black_and_white_photo'
  | 'body_not_visible'
  | 'garment_not_found'
  | 'unsupported_garment'
  | 'result_check_failed';

export const DEFAULT_ERROR_MESSAGES: Record<TryOnEngineErrorCode, string> = {
  invalid_image: 'One of the photos could not be read as an image; please upload a JPEG, PNG or WebP file.',
  no_person_found:
    'We could not find a person in your photo. Please use a photo of yourself standing and facing the camera.',
  several_people: 'Your photo shows more than one person. Please use a photo with only you in it.',
  black_and_white_photo:
    'Your photo is in black and white or in one tone, such as sepia. Please use a colour photo: the try-on tells your skin and clothes apart by their colours.',
  body_not_visible:
    'Your body is not visible enough in the photo for this garment. Please use a photo that shows the whole area the garment covers.',
  garment_not_found:
    'We could not find a garment in the garment photo. Please use a photo of the garment alone on a plain background.',
  unsupported_garment: 'This kind of garment is not supported yet. Tops, bottoms and dresses are supported.',
  result_check_failed:
    'We could not fit this garment onto your photo well enough to show you. Please try a photo of the garment alone, flat on a plain background.',
};

export class TryOnEngineError extends Error {
  readonly code: TryOnEngineErrorCode;
  /** How sure each stage that ran before the refusal was (set by the pipeline; see stage-result.ts). */
  stages?: Partial<StageConfidences>;

  constructor(code: TryOnEngineErrorCode, message: string = DEFAULT_ERROR_MESSAGES[code]) {
    super(message);
    this.name = 'TryOnEngineError';
    this.code = code;
  }
}
