import { confident, StageResult, sureness } from '../shared/stage-result';
import { BUSY_BACKGROUND, GarmentAnalysis, RAGGED_OUTLINE } from './garment-analysis';

/** The garment stage's measures, read from its analysis (the backdrop's only for a garment laid flat). */
export type GarmentReasons = {
  /** 1 when the garment was cut out of a photo of someone wearing it. */
  worn: number;
  /** Share of the photo's border that is plain backdrop (1 − the border's spread; see backdrop.ts). */
  backdropShare?: number;
  /** Distance between the garment's mean colour and the backdrop's, in 0–255 RGB units. */
  contrast?: number;
  /** Outline length over the square root of the area: 4–8 for a whole garment, above 9 a fragment. */
  outlineRoughness: number;
  /** 1 when the garment's centre line lies midway between its torso's sides, 0 when it lies on one of them. */
  symmetry: number;
};

/** A garment this close to its backdrop's colour is hard to tell apart from it; at the second distance, easy. */
const CONTRAST = { unsure: 15, sure: 60 };
/** An outline this rough is a fragment's (refused above it); one this smooth, a whole garment's. */
const SMOOTH_OUTLINE = 6;
/** A centre line this far off the middle of the torso, over half the torso's width, says the landmarks are unsure. */
const SYMMETRY = { unsure: 0.5, sure: 0.9 };

/** The garment's analysis, and how sure the cut-out and the landmarks are. */
export function garmentStage(analysis: GarmentAnalysis): StageResult<GarmentAnalysis, GarmentReasons> {
  const { backdrop, colour, landmarks } = analysis;
  const halfTorso = Math.max(1, (landmarks.torsoRight - landmarks.torsoLeft) / 2);
  const offCentre = Math.abs(landmarks.centerX - (landmarks.torsoLeft + landmarks.torsoRight) / 2) / halfTorso;
  const reasons: GarmentReasons = {
    worn: analysis.worn ? 1 : 0,
    backdropShare: backdrop && 1 - backdrop.spread,
    contrast: backdrop && Math.hypot(colour[0] - backdrop.red, colour[1] - backdrop.green, colour[2] - backdrop.blue),
    outlineRoughness: analysis.outlineRoughness,
    symmetry: Math.max(0, 1 - offCentre),
  };
  const flat = !analysis.worn;
  return {
    data: analysis,
    ...confident(reasons, [
      sureness(reasons.backdropShare, 1 - BUSY_BACKGROUND, 1 - BUSY_BACKGROUND / 4),
      sureness(reasons.contrast, CONTRAST.unsure, CONTRAST.sure),
      flat ? sureness(reasons.outlineRoughness, RAGGED_OUTLINE, SMOOTH_OUTLINE) : 1,
      sureness(reasons.symmetry, SYMMETRY.unsure, SYMMETRY.sure),
    ]),
  };
}
