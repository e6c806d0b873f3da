/**
 * The variant pairs, by class, that reproduce the photos the engine had never seen (issue #12), made from the fixture
 * photos by the transforms in fixture-variants.ts.
 */
import type { Variant } from './fixture-variants';
import { GARMENT_VARIANTS } from './garment-variants';
import { PERSON_VARIANTS } from './person-variants';

/** The pairs a new user would send, by class. Every one is a conforming pair: each must give a right image. */
export const VARIANTS: Variant[] = [...GARMENT_VARIANTS, ...PERSON_VARIANTS];
