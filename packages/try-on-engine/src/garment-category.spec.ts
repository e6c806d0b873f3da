import { resolveCategory, STRAIGHT_TOP_FLARE } from './garment/garment-analysis';
import { CLEAR_DRESS_FLARE, detectCategory } from './garment/garment-category';
import { createMask } from './shared/raster';
import { fillPolygon } from './shared/shapes';
import { Mask, Point } from './shared/types';

/** A garment laid flat from polygons on a 400 × 700 photo. */
function garment(...polygons: Point[][]): Mask {
  const mask = createMask(400, 700);
  for (const polygon of polygons) fillPolygon(mask, polygon);
  return mask;
}

const shoulders = (bottom: number, hemHalfWidth: number) => [
  { x: 130, y: 60 },
  { x: 175, y: 50 },
  { x: 225, y: 50 },
  { x: 270, y: 60 },
  { x: 200 + hemHalfWidth, y: bottom },
  { x: 200 - hemHalfWidth, y: bottom },
];
/** A tall straight top (a long tee photographed flat) and a flared dress of the same height. */
const tallTop = () => garment(shoulders(600, 72));
const flaredDress = () => garment(shoulders(600, 150));
/** A tee whose lower part is a dark bodysuit narrowing to the crotch. */
const bodysuit = () =>
  garment(shoulders(380, 72), [
    { x: 128, y: 375 },
    { x: 272, y: 375 },
    { x: 225, y: 600 },
    { x: 175, y: 600 },
  ]);
/** A cropped tee whose short sleeves hang beside the body down to the hem: no trousers despite the empty centre below. */
const croppedTee = () =>
  garment(
    [
      { x: 150, y: 100 },
      { x: 250, y: 100 },
      { x: 250, y: 200 },
      { x: 150, y: 200 },
    ],
    [
      { x: 150, y: 100 },
      { x: 60, y: 240 },
      { x: 110, y: 260 },
      { x: 150, y: 190 },
    ],
    [
      { x: 250, y: 100 },
      { x: 340, y: 240 },
      { x: 290, y: 260 },
      { x: 250, y: 190 },
    ],
  );

describe('garment category', () => {
  it('calls a tall straight top a top on any photo and keeps a flared dress a dress', () => {
    const top = detectCategory(tallTop());
    const dress = detectCategory(flaredDress());
    if (!top || !dress) throw new Error('no evidence');
    expect(resolveCategory(top, { upperBodyOnly: true })).toBe('top');
    expect(resolveCategory(top, { upperBodyOnly: false })).toBe('top');
    expect(resolveCategory(dress, { upperBodyOnly: true })).toBe('dress');
    expect(resolveCategory(dress, { upperBodyOnly: false })).toBe('dress');
  });

  it('leaves a tall garment flaring a little to the person photo: dress on a full-body photo, top on an upper-body one', () => {
    const evidence = detectCategory(garment(shoulders(600, 100)));
    if (!evidence) throw new Error('no evidence');
    expect(evidence.flare).toBeGreaterThan(STRAIGHT_TOP_FLARE);
    expect(evidence.flare).toBeLessThan(CLEAR_DRESS_FLARE);
    expect(resolveCategory(evidence, { upperBodyOnly: false })).toBe('dress');
    expect(resolveCategory(evidence, { upperBodyOnly: true })).toBe('top');
  });

  it('calls a top with a bodysuit below it a top, on any photo', () => {
    const evidence = detectCategory(bodysuit());
    expect(evidence?.category).toBe('top');
    expect(evidence && resolveCategory(evidence, { upperBodyOnly: false })).toBe('top');
  });

  it('does not take the sleeves of a cropped top for trouser legs', () => {
    expect(detectCategory(croppedTee())?.category).toBe('top');
  });
});
