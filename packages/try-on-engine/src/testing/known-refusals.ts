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
  'white tee on white under a lamp': {
    code: 'result_check_failed',
    message: SCORE_MESSAGES.flatPatch,
    seen: 'a flat grey patch with ragged shoulders; the print is cut through the face where the jeans begin',
  },
  'pink blouse on pink': {
    code: 'result_check_failed',
    message: SCORE_MESSAGES.flatPatch,
    seen: 'a right image: the pink V-neck with its bell sleeves, only the sleeve edges a little ragged; refused by the low garment confidence of pink on pink, and the flat-patch message is wrong too',
    wronglyRefused: true,
  },
  'narrow off-shoulder top, full body': {
    code: 'result_check_failed',
    message: SCORE_MESSAGES.cutShort,
    seen: "the peplum is cut straight across at the old top's hem, and the old white top shows in a strip at her left side",
  },
  'FILA tee, full body cut at the chin, saved again': {
    code: 'result_check_failed',
    message: SCORE_MESSAGES.cutShort,
    seen: 'the tee is cut short straight through its navy band, the old white top shows at her left side, the sleeves are jagged',
  },
};

/** Fixture pairs of engine.fixtures.spec.ts, by `person photo + garment photo` (the garment's changed photo named). */
export const KNOWN_FIXTURE_REFUSALS: Record<string, KnownRefusal> = {
  'person/dresscode-051482_0.jpg + viton-top-03032_00.jpg': {
    code: 'result_check_failed',
    message: SCORE_MESSAGES.cutShort,
    seen: 'the black tee is cut short straight through its printed portrait (at the chin) and its lettering, the old white top shows in a strip at her left side, the right sleeve is ragged',
  },
  'person/dresscode-051482_0.jpg + viton-top-03244_00.jpg': {
    code: 'result_check_failed',
    message: SCORE_MESSAGES.cutShort,
    seen: 'the black tee is cut short straight across below the dalmatian print, the old white top shows at her left side, the sleeves are ragged',
  },
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
  'viton-01861_00.jpg + dresscode-top-050181_1.jpg': {
    code: 'result_check_failed',
    message: SCORE_MESSAGES.cutShort,
    seen: "the navy tee is cut short straight across at her red crop top's hem, through the mountain print; both arms are painted as flat skin bands down to the hands, the sleeves boxy with jagged edges",
  },
  'viton-05997_00.jpg + dresscode-top-050181_1.jpg': {
    code: 'result_check_failed',
    message: SCORE_MESSAGES.cutShort,
    seen: 'the navy tee is cut short straight across through the mountain print, a strip of skin between it and the jeans where her black tank ended; the sleeves are boxy with jagged, stepped edges',
  },
  'studio-4.png + dresscode-top-049805_1.jpg': {
    code: 'result_check_failed',
    message: SCORE_MESSAGES.cutShort,
    seen: "the purple long sleeve is cut straight across at her yellow crop top's hem, through the printed portrait; the sleeves' ends are ragged and stepped",
  },
  'studio-4.png + viton-top-00126_00.jpg': {
    code: 'result_check_failed',
    message: SCORE_MESSAGES.cutShort,
    seen: "the FILA tee is cut straight across at her crop top's hem, its navy band a thin strip; the right shoulder is a blurred, ragged edge",
  },
  'viton-01008_00.jpg + dresscode-top-048554_1.jpg': {
    code: 'result_check_failed',
    message: SCORE_MESSAGES.flatPatch,
    seen: 'the floral tee sits whole, but her black mesh sleeves are painted as flat, blurred skin bands with hard straight sides, and the neckline has a ragged white rim: borderline, a person would not post it',
  },
  'dresscode-051482_0.jpg + viton-top-00126_00.jpg': {
    code: 'result_check_failed',
    message: SCORE_MESSAGES.cutShort,
    seen: "the FILA tee is cut straight across at her white camisole's hem, its navy band short; the sleeves are boxy and jagged (the same on the photo saved again at quality 92 and 75)",
  },
};

/** The refusal a focused spec expects of a pair, `{ code, message }` to match the error against. */
export function knownPairRefusal(person: string, garment: string): { code: string; message: unknown } {
  const known = KNOWN_PAIR_REFUSALS[`${person} + ${garment}`];
  if (!known) throw new Error(`no known refusal for ${person} + ${garment}`);
  return { code: known.code, message: expect.stringMatching(known.message) };
}
