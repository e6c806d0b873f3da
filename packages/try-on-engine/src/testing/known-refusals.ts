/**
 * Conforming pairs the engine refuses rather than show the image it would make (issue #63): each with the refusal the
 * specs expect, the user-facing message it gives and what a person saw in the image that would have been shown. Every
 * one is still a defect of the engine (a conforming pair deserves a right image): the test turns red when the refusal
 * changes, so a fix moves the pair out of this list.
 */
import type { TryOnEngineErrorCode } from '../shared/errors';

/** The calibrated score's messages (result-score.ts), by the photo each asks for. */
export const SCORE_MESSAGES = {
  flatPatch: /^The garment came out as a flat patch without its texture or true colours/,
  paintedOver: /^Too much of the clothes you are wearing would have to be painted over, and it would show/,
  cutShort: /^The garment would come out shorter than it is, cut where the clothes you are wearing end/,
};

export interface KnownRefusal {
  code: TryOnEngineErrorCode;
  message: RegExp;
  /** What the image the refusal holds back looked like (looked at; the image is not kept). */
  seen: string;
  /** True where the image looked right: the score refuses it wrongly (a false refusal still to fix). */
  wronglyRefused?: boolean;
}

/** Variants (fixture-variant-list.ts) by name. */
export const KNOWN_VARIANT_REFUSALS: Record<string, KnownRefusal> = {
  "trousers as a shop's thumbnail are no top, full body": {
    code: 'result_check_failed',
    message: SCORE_MESSAGES.paintedOver,
    seen: 'the trousers sit well, but her own white tee is sliced straight across above them with a stepped edge and a flat painted band of skin below it',
  },
  'white print tee on off-white': {
    code: 'result_check_failed',
    message: SCORE_MESSAGES.flatPatch,
    seen: 'a flat grey box with a dark smear on the chest and ragged white edges; the sleeves are lost into the arms',
  },
  'white long sleeve on white, mirrored': {
    code: 'result_check_failed',
    message: SCORE_MESSAGES.paintedOver,
    seen: 'a translucent sticker: jagged shoulders and sleeve edges, straight cut inner sleeve edges, skin showing in a gap at the waist',
  },
  'white blouse with dark belt': {
    code: 'result_check_failed',
    message: SCORE_MESSAGES.flatPatch,
    seen: 'a flat white smear for a body; the dark hem pasted as two black blocks at the sleeve ends, the jeans cut into',
  },
};

/** Fixture pairs of engine.fixtures.spec.ts, by `person photo + garment photo` (the garment's changed photo named). */
export const KNOWN_FIXTURE_REFUSALS: Record<string, KnownRefusal> = {
  'person/full-simon.png + viton-top-00126_00.jpg turned 8°': {
    code: 'result_check_failed',
    message: SCORE_MESSAGES.paintedOver,
    seen: 'the whole white photo, backdrop and all, pasted on his chest as a rectangle with the tee small in its middle, and a flat painted band of skin below it',
  },
};

/**
 * Fixture pairs of the focused fixture specs (old-top, arms-in-front), by `person file + garment file`: the check each
 * spec made of the image is held until the pair is shown again.
 */
export const KNOWN_PAIR_REFUSALS: Record<string, KnownRefusal> = {
  'viton-01008_00.jpg + dresscode-top-048554_1.jpg': {
    code: 'result_check_failed',
    message: SCORE_MESSAGES.flatPatch,
    seen: 'the floral tee sits whole, but her black mesh sleeves are painted as flat, blurred skin bands with hard straight sides, and the neckline has a ragged white rim: borderline, a person would not post it',
  },
};

/** The refusal a focused spec expects of a pair, `{ code, message }` to match the error against. */
export function knownPairRefusal(person: string, garment: string): { code: string; message: unknown } {
  const known = KNOWN_PAIR_REFUSALS[`${person} + ${garment}`];
  if (!known) throw new Error(`no known refusal for ${person} + ${garment}`);
  return { code: known.code, message: expect.stringMatching(known.message) };
}
