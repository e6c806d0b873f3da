import { Body } from './body';
import { colourPresence } from './held-objects';
import { hemAcrossBody } from './old-garment';
import { oldGarmentLeftover, sleeveInsides } from './old-garment-leftovers';
import { collarInHeadZone } from './old-collar';
import { headMask } from './person-regions';
import { createMask, mapMask } from '../shared/raster';
import {
  SYNTHETIC_HEIGHT,
  SYNTHETIC_WIDTH,
  syntheticBody,
  syntheticBox,
  syntheticLimb,
  syntheticPhoto,
  SKIN_COLOUR,
  SKIN_MODEL,
} from '../testing/synthetic-body.fixture';

/** The synthetic body, with a head in the proportions `buildBody` gives it (0.42 shoulder widths). */
function body(): Body {
  return {
    ...syntheticBody({
      armLeft: syntheticLimb({ x: 100, y: 60 }, { x: 85, y: 150 }, { x: 80, y: 240 }),
      armRight: syntheticLimb({ x: 200, y: 60 }, { x: 215, y: 150 }, { x: 220, y: 240 }),
    }),
    headRadius: 42,
  };
}

const white: [number, number, number] = [222, 222, 218];

describe('hemAcrossBody', () => {
  // The hips are at y = 220 and the shoulder width is 100: hems are looked for between y 160 and 270.
  it('finds the shadow line of a white tank over white shorts', () => {
    const tankOverShorts = syntheticPhoto((_x, y) => (y >= 228 && y <= 233 ? [176, 176, 172] : white));
    const hem = hemAcrossBody(tankOverShorts, body());
    expect(hem).toBeDefined();
    expect(Math.abs((hem?.y ?? 0) - 230)).toBeLessThanOrEqual(3);
  });

  it('finds none on a plain one-piece, on a dark one or on a striped one', () => {
    expect(
      hemAcrossBody(
        syntheticPhoto(() => white),
        body(),
      ),
    ).toBeUndefined();
    const darkDress = syntheticPhoto((_x, y) => (y >= 228 && y <= 233 ? [20, 20, 22] : [32, 32, 34]));
    expect(hemAcrossBody(darkDress, body())).toBeUndefined();
    const stripes = syntheticPhoto((_x, y) => (y % 30 < 6 ? [150, 150, 150] : white));
    expect(hemAcrossBody(stripes, body())).toBeUndefined();
  });
});

describe('collarInHeadZone', () => {
  // Eyes at y = 20, so the chin line (0.3 shoulder widths below) is at y = 50; brown hair above and beside the face,
  // a collar at y 52–58 across the neck, joined to a tee below the shoulders.
  const hairColour: [number, number, number] = [110, 70, 40];
  const findCollar = (paintNeck: (x: number, y: number) => [number, number, number] | undefined, tee: number[]) => {
    const image = syntheticPhoto((x, y) => {
      const neck = paintNeck(x, y);
      if (neck) return neck;
      if (y > 58) return tee as [number, number, number];
      if (y < 5 || x < 125 || x > 175) return hairColour;
      return SKIN_COLOUR;
    });
    const skin = mapMask(createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT), (_value, pixel) =>
      image.data[pixel * 3] === SKIN_COLOUR[0] ? 1 : 0,
    );
    const oldGarment = syntheticBox(0, 70, SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
    const collar = collarInHeadZone({
      image,
      head: headMask(body(), SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT),
      skin,
      personMask: mapMask(createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT), () => 1),
      oldColours: colourPresence(image, oldGarment),
      oldGarment,
      body: body(),
      skinModel: SKIN_MODEL,
    });
    return (x: number, y: number) => collar.data[y * SYNTHETIC_WIDTH + x];
  };
  const lilac: [number, number, number] = [170, 150, 210];
  const crewNeck = (x: number, y: number) => (y >= 52 && y <= 58 && x >= 125 && x <= 175 ? lilac : undefined);

  it("takes the old garment's collar below the chin", () => {
    const at = findCollar(crewNeck, lilac);
    expect(at(150, 55)).toBe(1);
    expect(at(130, 55)).toBe(1);
  });

  it('leaves the face, the hair and the skin as they are', () => {
    const at = findCollar(crewNeck, lilac);
    expect(at(150, 30)).toBe(0);
    expect(at(110, 40)).toBe(0);
    expect(at(150, 2)).toBe(0);
  });

  it("takes the specks of the collar's weave and the pixels blending its edge into the neck", () => {
    const speckled = (x: number, y: number) =>
      x === 150 && y === 55 ? ([240, 240, 240] as [number, number, number]) : crewNeck(x, y);
    const at = findCollar(speckled, lilac);
    expect(at(150, 55)).toBe(1);
    expect(at(150, 51)).toBe(1);
    expect(at(150, 49)).toBe(0);
  });

  it("leaves the neck's shaded side, though it is in a red-brown garment's colours", () => {
    const shadedSkin: [number, number, number] = [168, 124, 100];
    const shadedSide = (x: number, y: number) => (y >= 52 && y <= 58 && x >= 160 && x <= 175 ? shadedSkin : undefined);
    const at = findCollar(shadedSide, shadedSkin);
    expect(at(168, 55)).toBe(0);
  });

  it("leaves dark hair tips in the collar's colours that rest on hair, not on the garment", () => {
    // A dark purple crew neck at y 56–58; beside the neck, a tuft of the hair's tips as dark as it at y 50–52, with
    // brown hair between it and the tee: joined to the collar across that gap, it was painted as a notch in the hair.
    const purple: [number, number, number] = [60, 40, 80];
    const at = findCollar((x, y) => {
      if (y >= 50 && y <= 52 && x >= 112 && x <= 118) return purple;
      return y >= 56 && y <= 58 && x >= 125 && x <= 175 ? purple : undefined;
    }, purple);
    expect(at(150, 57)).toBe(1);
    expect(at(115, 51)).toBe(0);
  });

  it("takes a pale collar's wings beside the neck, in colours the hair's also has", () => {
    // A pink shirt collar at y 52–58 with wings out to x 110, and a pink strand in the brown hair above: the wings'
    // colour is one of the hair's, and they were kept as hair beside every new neckline (viton-00034_00).
    const pink: [number, number, number] = [226, 190, 176];
    const at = findCollar((x, y) => {
      if (y >= 8 && y <= 18 && x >= 112 && x <= 114) return pink;
      return y >= 52 && y <= 58 && x >= 110 && x <= 190 ? pink : undefined;
    }, pink);
    expect(at(115, 55)).toBe(1);
    expect(at(185, 55)).toBe(1);
    expect(at(150, 30)).toBe(0);
    expect(at(113, 12)).toBe(0);
  });

  it('still takes a maroon collar, whose colour is only a little bluer than the skin', () => {
    const maroon: [number, number, number] = [150, 110, 112];
    const at = findCollar((x, y) => (y >= 52 && y <= 58 && x >= 125 && x <= 175 ? maroon : undefined), maroon);
    expect(at(150, 55)).toBe(1);
  });
});

describe('sleeveInsides', () => {
  // A grey tee over the torso and short sleeves down to y 119; the shoulders are at y 60, 100 px apart.
  const tee = syntheticBox(70, 60, 230, 120);
  const isIn = (box: number[], x: number, y: number) => x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3];
  const insideBelowHem = [72, 120, 79, 129];
  const hairBesideArm = [62, 70, 69, 200];
  const image = syntheticPhoto((x, y) => {
    if (isIn(insideBelowHem, x, y)) return [15, 12, 10];
    if (isIn(hairBesideArm, x, y)) return [20, 15, 10];
    return tee.data[y * SYNTHETIC_WIDTH + x] > 0.5 ? [120, 120, 120] : white;
  });
  const nothing = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
  const insides = sleeveInsides({
    image,
    personMask: mapMask(nothing, () => 1),
    skin: nothing,
    head: nothing,
    oldGarment: tee,
    body: body(),
  });
  const at = (x: number, y: number) => insides.data[y * SYNTHETIC_WIDTH + x];

  it('takes the dark inside of the old sleeve seen below its hem', () => {
    expect(at(75, 120)).toBe(1);
    expect(at(78, 129)).toBe(1);
  });

  it('leaves dark hair beside the arm, which is larger, and everything lighter', () => {
    expect(at(66, 100)).toBe(0);
    expect(at(66, 75)).toBe(0);
    expect(at(90, 140)).toBe(0);
  });
});

describe('oldGarmentLeftover', () => {
  // A white tee down to y 120 over a white-and-black skirt from y 160; beside the left sleeve, a strip of it the person
  // mask is only 0.3 sure of (white on a light backdrop), and as unsure a strip of the light backdrop above the
  // shoulders; below the tee's hem, white down to the skirt.
  const tee = syntheticBox(70, 60, 230, 120);
  const skirt = syntheticBox(80, 160, 220, 260);
  const isIn = (box: number[], x: number, y: number) => x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3];
  const sleeveEdge = [66, 60, 69, 120];
  const aboveShoulder = [110, 30, 120, 59];
  const belowHem = [100, 118, 110, 159];
  const image = syntheticPhoto((x, y) => {
    if (isIn(sleeveEdge, x, y) || isIn(aboveShoulder, x, y)) return [236, 236, 236];
    if (isIn(belowHem, x, y)) return [240, 240, 240];
    if (skirt.data[y * SYNTHETIC_WIDTH + x] > 0.5) return (x >> 3) % 2 ? [240, 240, 240] : [10, 10, 10];
    return tee.data[y * SYNTHETIC_WIDTH + x] > 0.5 ? [240, 240, 240] : [200, 200, 205];
  });
  const personMask = mapMask(createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT), (_value, pixel) => {
    const x = pixel % SYNTHETIC_WIDTH;
    const y = (pixel - x) / SYNTHETIC_WIDTH;
    if (isIn(sleeveEdge, x, y) || isIn(aboveShoulder, x, y)) return 0.3;
    return tee.data[pixel] > 0.5 || skirt.data[pixel] > 0.5 || isIn(belowHem, x, y) ? 1 : 0;
  });
  const nothing = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
  const leftover = oldGarmentLeftover({
    image,
    oldGarment: tee,
    oldColours: colourPresence(image, tee),
    otherColours: colourPresence(image, skirt),
    otherFromRow: 160,
    newCoverage: nothing,
    personMask,
    kept: nothing,
    reach: 30,
    aboveRow: SYNTHETIC_HEIGHT,
    body: body(),
  });
  const at = (x: number, y: number) => leftover.data[y * SYNTHETIC_WIDTH + x];

  it("takes the sleeve's edge the person mask is unsure of, but not the backdrop", () => {
    expect(at(67, 90)).toBe(1);
    expect(at(66, 110)).toBe(1);
    expect(at(50, 90)).toBe(0);
  });

  it('leaves what the person mask is unsure of above the shoulders', () => {
    expect(at(115, 40)).toBe(0);
  });

  it("takes white below the hem, though the skirt is white too, but not next to the skirt's top", () => {
    expect(at(105, 125)).toBe(1);
    expect(at(105, 129)).toBe(1);
    expect(at(105, 135)).toBe(0);
  });
});
