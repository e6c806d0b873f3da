import { extractLandmarks } from './garment-landmarks';
import { detectCategory, legSplitFraction } from './garment-category';
import { cuffsAboveHem } from './hanging-sleeves';
import {
  cardiganWithHangingSleeves,
  fillMirrored,
  fillTopBody,
  GARMENT_HEIGHT as HEIGHT,
  GARMENT_WIDTH as WIDTH,
  teeWithDroppedShoulders,
} from '../testing/synthetic-garment.fixture';
import { createMask } from '../shared/raster';
import { fillCapsule, fillPolygon } from '../shared/shapes';
import { Mask, RgbImage } from '../shared/types';

/** A T-shirt laid flat: body 160 wide from y 100 to 400, short sleeves pointing down and out. */
function tShirt(): Mask {
  const mask = createMask(WIDTH, HEIGHT);
  fillPolygon(mask, [
    { x: 120, y: 100 },
    { x: 170, y: 90 },
    { x: 230, y: 90 },
    { x: 280, y: 100 },
    { x: 280, y: 400 },
    { x: 120, y: 400 },
  ]);
  fillMirrored(mask, [
    { x: 125, y: 100 },
    { x: 60, y: 190 },
    { x: 95, y: 215 },
    { x: 125, y: 170 },
  ]);
  return mask;
}

function trousers(): Mask {
  const mask = createMask(WIDTH, HEIGHT);
  fillPolygon(mask, [
    { x: 130, y: 40 },
    { x: 270, y: 40 },
    { x: 275, y: 160 },
    { x: 125, y: 160 },
  ]);
  fillMirrored(mask, [
    { x: 125, y: 150 },
    { x: 198, y: 150 },
    { x: 190, y: 470 },
    { x: 135, y: 470 },
  ]);
  return mask;
}

function skirt(): Mask {
  const mask = createMask(WIDTH, HEIGHT);
  fillPolygon(mask, [
    { x: 140, y: 150 },
    { x: 260, y: 150 },
    { x: 300, y: 330 },
    { x: 100, y: 330 },
  ]);
  return mask;
}

function dress(): Mask {
  const mask = createMask(WIDTH, HEIGHT);
  fillPolygon(mask, [
    { x: 160, y: 20 },
    { x: 240, y: 20 },
    { x: 250, y: 200 },
    { x: 300, y: 480 },
    { x: 100, y: 480 },
    { x: 150, y: 200 },
  ]);
  return mask;
}

/** A camisole: a body from row 180 to `bottom` with two thin straps on top, `strapX` and 400 − `strapX` across. */
function camisole(strapX = 140, bottom = 330): Mask {
  const mask = createMask(WIDTH, HEIGHT);
  fillPolygon(mask, [
    { x: 120, y: 180 },
    { x: 280, y: 180 },
    { x: 280, y: bottom },
    { x: 120, y: bottom },
  ]);
  fillCapsule(mask, { x: strapX, y: 110 }, { x: strapX, y: 185 }, 6);
  fillCapsule(mask, { x: WIDTH - strapX, y: 110 }, { x: WIDTH - strapX, y: 185 }, 6);
  return mask;
}

describe('detectCategory', () => {
  it.each([
    ['a T-shirt', tShirt, 'top'],
    ['a camisole', camisole, 'top'],
    ['trousers', trousers, 'bottom'],
    ['a skirt', skirt, 'bottom'],
    ['a dress', dress, 'dress'],
  ])('recognises %s', (_name, draw, expected) => {
    expect(detectCategory(draw())?.category).toBe(expected);
  });

  it('finds nothing on an empty mask', () => {
    expect(detectCategory(createMask(10, 10))).toBeUndefined();
  });

  it('sees split legs only on trousers', () => {
    expect(legSplitFraction(trousers())).toBeGreaterThan(0.9);
    expect(legSplitFraction(skirt())).toBe(0);
  });
});

describe('extractLandmarks', () => {
  it('finds the body edges, shoulders, hem and both sleeve ends of a T-shirt', () => {
    const landmarks = extractLandmarks(tShirt(), 'top');
    expect(landmarks).toBeDefined();
    if (!landmarks) return;
    expect(landmarks.torsoLeft).toBeGreaterThanOrEqual(115);
    expect(landmarks.torsoLeft).toBeLessThanOrEqual(125);
    expect(landmarks.torsoRight).toBeGreaterThanOrEqual(275);
    expect(landmarks.torsoRight).toBeLessThanOrEqual(285);
    expect(landmarks.hemY).toBeGreaterThanOrEqual(395);
    expect(landmarks.shoulderY).toBeLessThan(105);
    expect(landmarks.neck.y).toBeLessThanOrEqual(95);
    const { leftSleeve, rightSleeve } = landmarks;
    expect(leftSleeve).toBeDefined();
    expect(rightSleeve).toBeDefined();
    // The sleeve ends lie near the middle of each sleeve's opening.
    expect(Math.hypot((leftSleeve?.end.x ?? 0) - 78, (leftSleeve?.end.y ?? 0) - 202)).toBeLessThan(20);
    expect(Math.hypot((rightSleeve?.end.x ?? 0) - 322, (rightSleeve?.end.y ?? 0) - 202)).toBeLessThan(20);
  });

  it('ends a sleeve with no underside in the middle of its opening, not at the armpit', () => {
    // A dropped shoulder's opening runs from the sleeve's tip straight to the armpit, which lies farther from the
    // shoulder than the tip: taken for the cuff, it laid the sleeve's axis straight down and the tip stood out like a wing.
    const landmarks = extractLandmarks(teeWithDroppedShoulders(), 'top');
    const openingMiddle = { x: 60, y: 230 };
    const armpit = { x: 100, y: 300 };
    for (const [sleeve, mirrored] of [
      [landmarks?.leftSleeve, false],
      [landmarks?.rightSleeve, true],
    ] as const) {
      expect(sleeve).toBeDefined();
      const end = { x: mirrored ? WIDTH - (sleeve?.end.x ?? 0) : (sleeve?.end.x ?? 0), y: sleeve?.end.y ?? 0 };
      expect(Math.hypot(end.x - openingMiddle.x, end.y - openingMiddle.y)).toBeLessThan(25);
      expect(Math.hypot(end.x - armpit.x, end.y - armpit.y)).toBeGreaterThan(60);
    }
  });

  it('reports no sleeves on a camisole and puts its shoulders at the straps', () => {
    const landmarks = extractLandmarks(camisole(), 'top');
    expect(landmarks?.leftSleeve).toBeUndefined();
    expect(landmarks?.rightSleeve).toBeUndefined();
    expect(landmarks?.shoulderY).toBeLessThan(120);
  });

  it('puts the shoulders of a camisole whose straps stand nearer its middle at their tops, not at its cups', () => {
    const landmarks = extractLandmarks(camisole(170), 'top');
    expect(landmarks?.shoulderY).toBeLessThan(110);
    expect(landmarks?.strapsEnd).toBeGreaterThan(170);
    expect(extractLandmarks(tShirt(), 'top')?.strapsEnd).toBeUndefined();
  });

  it('measures a camisole cut to its cups (a bralette) across its band, not between its straps', () => {
    const landmarks = extractLandmarks(camisole(170, 230), 'top');
    expect((landmarks?.torsoRight ?? 0) - (landmarks?.torsoLeft ?? 0)).toBeGreaterThan(150);
    expect(landmarks?.shoulderY).toBeLessThan(110);
  });

  it('finds the waistband, the crotch and both legs of trousers', () => {
    const landmarks = extractLandmarks(trousers(), 'bottom');
    expect(landmarks?.shoulderY).toBe(40);
    expect(landmarks?.torsoLeft).toBeLessThan(135);
    expect(landmarks?.torsoRight).toBeGreaterThan(265);
    expect(landmarks?.crotch?.y).toBeGreaterThan(140);
    expect(landmarks?.crotch?.y).toBeLessThan(170);
    expect(landmarks?.leftLeg?.hem.x).toBeGreaterThan(140);
    expect(landmarks?.leftLeg?.hem.x).toBeLessThan(190);
    expect(landmarks?.rightLeg?.hem.x).toBeGreaterThan(210);
    expect(landmarks?.rightLeg?.hem.x).toBeLessThan(265);
  });

  it('gives a skirt no legs', () => {
    const landmarks = extractLandmarks(skirt(), 'bottom');
    expect(landmarks?.leftLeg).toBeUndefined();
    expect(landmarks?.crotch).toBeUndefined();
  });
});

describe('a top photographed with long sleeves hanging beside the body', () => {
  it('takes the body between the cuffs as the torso and finds both sleeves, to lay them along the arms', () => {
    // Before, every row was as wide as body and sleeves together: no sleeve was found, and the whole width was fitted
    // to the shoulders, so the top came out as a short, narrow piece with the old sleeves painted over as skin.
    const landmarks = extractLandmarks(cardiganWithHangingSleeves(), 'top');
    expect(landmarks).toBeDefined();
    expect(landmarks?.torsoLeft).toBeGreaterThan(95);
    expect(landmarks?.torsoLeft).toBeLessThan(106);
    expect(landmarks?.torsoRight).toBeGreaterThan(294);
    expect(landmarks?.torsoRight).toBeLessThan(305);
    expect(landmarks?.leftSleeve?.end.y).toBeGreaterThan(400);
    expect(landmarks?.rightSleeve?.end.y).toBeGreaterThan(400);
  });

  it('takes each hanging sleeve whole, its full width beside the body, to turn it with the arm', () => {
    // The sleeves run from x 40–45 out to the body's edge at x 100. Only what lay beyond a margin of 0.08 of the torso's
    // width off that edge was sleeve (42 pixels at y 300, 54 now): turned with the arm, the sleeves were split lengthwise
    // and the inner strips stayed with the body, with bare arm between.
    const landmarks = extractLandmarks(cardiganWithHangingSleeves(), 'top');
    const sleeve = landmarks?.leftSleeve;
    expect(sleeve).toBeDefined();
    if (!sleeve || !landmarks) return;
    const row = Math.round((300 - landmarks.bounds.top) / sleeve.regionStep);
    let cells = 0;
    for (let column = 0; column < sleeve.region.width; column++)
      if (sleeve.region.data[row * sleeve.region.width + column] > 0.5) cells++;
    expect(cells * sleeve.regionStep).toBeGreaterThanOrEqual(52);
  });

  it('leaves a top whose hem is its lowest part as it was', () => {
    const landmarks = extractLandmarks(tShirt(), 'top');
    expect(landmarks?.torsoLeft).toBeLessThan(125);
    expect(landmarks?.torsoRight).toBeGreaterThan(275);
  });
});

/**
 * A tall long sleeve photographed with its sleeves lying along the body, touching it, and ending above the hem (the
 * striped top stretched tall): body 200 wide (x 100–300) from y 60, sleeves 60 wide down to cuffs at y 400, and below
 * them a hem a little wider than the body (x 80–320) down to y 460.
 */
function tallTopWithSleevesAlongTheBody(hem: (mask: Mask) => void = () => undefined): Mask {
  const mask = cardiganWithHangingSleeves();
  for (let y = 400; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) mask.data[y * WIDTH + x] = 0;
  fillPolygon(mask, [
    { x: 80, y: 370 },
    { x: 320, y: 370 },
    { x: 320, y: 460 },
    { x: 80, y: 460 },
  ]);
  hem(mask);
  return mask;
}

/**
 * The photo of a garment mask: navy and white stripes 10 px high on white paper, the sleeves' stripes (outside x 100–300)
 * half a period lower than the body's when `seams`, so that the body's edges show as a line where they do not meet.
 */
function stripedPhoto(mask: Mask, seams: boolean): RgbImage {
  const image: RgbImage = { width: WIDTH, height: HEIGHT, data: new Uint8Array(WIDTH * HEIGHT * 3).fill(250) };
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      if (mask.data[y * WIDTH + x] <= 0.5) continue;
      const shift = seams && (x < 100 || x > 300) ? 10 : 0;
      const navy = Math.floor((y + shift) / 10) % 2 === 0;
      image.data.set(navy ? [30, 35, 70] : [235, 235, 230], (y * WIDTH + x) * 3);
    }
  }
  return image;
}

describe('a top photographed with long sleeves along the body, ending above the hem', () => {
  it('takes the body between the seams beside the sleeves as the torso, and the sleeves down to their cuffs only', () => {
    // Before, every row above the cuffs was as wide as body and sleeves together, so sleeves and body were fitted to
    // the shoulders as one torso: the sleeves lay inside the person's bare arms with the old top between them.
    const mask = tallTopWithSleevesAlongTheBody();
    const landmarks = extractLandmarks(mask, 'top', undefined, stripedPhoto(mask, true));
    expect(landmarks?.torsoLeft).toBeGreaterThan(95);
    expect(landmarks?.torsoLeft).toBeLessThan(106);
    expect(landmarks?.torsoRight).toBeGreaterThan(294);
    expect(landmarks?.torsoRight).toBeLessThan(305);
    for (const sleeve of [landmarks?.leftSleeve, landmarks?.rightSleeve]) {
      expect(sleeve?.besideBody).toBe(true);
      expect(sleeve?.end.y).toBeGreaterThan(370);
      // The hem's sides below the cuffs are body: taken into the sleeve, they followed the arm past the hand.
      expect(sleeve?.end.y).toBeLessThan(405);
    }
    expect(landmarks?.leftSleeve?.end.x).toBeLessThan(100);
    expect(landmarks?.rightSleeve?.end.x).toBeGreaterThan(300);
  });

  it('leaves the outline as the torso when the photo shows no seam beside the sleeves', () => {
    const mask = tallTopWithSleevesAlongTheBody();
    const landmarks = extractLandmarks(mask, 'top', undefined, stripedPhoto(mask, false));
    expect(landmarks?.torsoLeft).toBeLessThan(60);
    expect(landmarks?.torsoRight).toBeGreaterThan(340);
  });

  it('keeps a body that narrows gradually toward its hem whole (a curved or tapered hem, no cuffs)', () => {
    const curved = createMask(WIDTH, HEIGHT);
    fillPolygon(curved, [
      { x: 100, y: 70 },
      { x: 170, y: 60 },
      { x: 230, y: 60 },
      { x: 300, y: 70 },
      { x: 300, y: 330 },
      { x: 260, y: 440 },
      { x: 140, y: 440 },
      { x: 100, y: 330 },
    ]);
    const landmarks = extractLandmarks(curved, 'top', undefined, stripedPhoto(curved, true));
    expect(landmarks?.torsoLeft).toBeLessThan(106);
    expect(landmarks?.torsoRight).toBeGreaterThan(294);
  });

  it('keeps the whole width when only one side steps in (an asymmetric hem)', () => {
    const oneSided = tallTopWithSleevesAlongTheBody((mask) =>
      fillPolygon(mask, [
        { x: 320, y: 370 },
        { x: 360, y: 370 },
        { x: 360, y: 460 },
        { x: 320, y: 460 },
      ]),
    );
    const landmarks = extractLandmarks(oneSided, 'top', undefined, stripedPhoto(oneSided, true));
    expect(landmarks?.torsoLeft).toBeLessThan(60);
  });

  it('finds no cuffs on a cropped tee whose short sleeves end above its hem', () => {
    // Short sleeves step out above the hem too, but they end less than the body's width below the shoulders.
    const croppedTee = createMask(WIDTH, HEIGHT);
    fillTopBody(croppedTee, 240);
    fillMirrored(croppedTee, [
      { x: 100, y: 70 },
      { x: 40, y: 140 },
      { x: 40, y: 170 },
      { x: 100, y: 170 },
    ]);
    const bounds = { left: 40, top: 60, right: 360, bottom: 240 };
    expect(cuffsAboveHem(croppedTee, bounds, 200)).toBeUndefined();
    expect(
      cuffsAboveHem(tallTopWithSleevesAlongTheBody(), { left: 40, top: 60, right: 360, bottom: 460 }, 200),
    ).toMatchObject({
      left: expect.closeTo(80, -1),
      right: expect.closeTo(320, -1),
      cuffY: expect.closeTo(400, -1),
    });
  });
});

describe('a sleeve hanging beside a body that flares towards it', () => {
  it("leaves the body's flare out of the sleeve past a slit of backdrop between them", () => {
    // A top whose body (x 150–250) flares to x 264 near its hem, and whose right sleeve (x 270–310) hangs beside it: the
    // clean-up's closing bridges the few pixels between flare and sleeve. Taken into the sleeve through the bridge, the
    // flare was turned with the arm and hung as a strand of the garment's side over the trousers.
    const mask = createMask(WIDTH, HEIGHT);
    fillPolygon(mask, [
      { x: 150, y: 100 },
      { x: 250, y: 100 },
      { x: 250, y: 330 },
      { x: 264, y: 345 },
      { x: 264, y: 390 },
      { x: 150, y: 390 },
    ]);
    fillPolygon(mask, [
      { x: 250, y: 100 },
      { x: 310, y: 100 },
      { x: 310, y: 370 },
      { x: 270, y: 370 },
      { x: 270, y: 130 },
      { x: 250, y: 130 },
    ]);
    const slits = createMask(WIDTH, HEIGHT);
    fillPolygon(slits, [
      { x: 262, y: 340 },
      { x: 272, y: 340 },
      { x: 272, y: 370 },
      { x: 262, y: 370 },
    ]);
    for (let pixel = 0; pixel < mask.data.length; pixel++) if (slits.data[pixel] > 0.5) mask.data[pixel] = 1;
    const flareInSleeve = (withSlits: boolean) => {
      const landmarks = extractLandmarks(mask, 'top', undefined, undefined, withSlits ? slits : undefined);
      const sleeve = landmarks?.rightSleeve;
      if (!landmarks || !sleeve) throw new Error('no right sleeve');
      const column = Math.round((258 - landmarks.bounds.left) / sleeve.regionStep);
      const row = Math.round((360 - landmarks.bounds.top) / sleeve.regionStep);
      return sleeve.region.data[row * sleeve.region.width + column] > 0.5;
    };
    expect(flareInSleeve(false)).toBe(true);
    expect(flareInSleeve(true)).toBe(false);
  });
});
