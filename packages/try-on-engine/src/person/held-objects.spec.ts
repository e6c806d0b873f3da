import { Body } from './body';
import {
  SYNTHETIC_HEIGHT,
  SYNTHETIC_WIDTH,
  syntheticBody,
  syntheticBox,
  syntheticLimb,
} from '../testing/synthetic-body.fixture';
import { colourPresence, heldInFront, heldObjects } from './held-objects';
import { awayFrom } from './old-garment';
import { createMask, maskArea } from '../shared/raster';
import { Mask, RgbImage } from '../shared/types';

function body(): Body {
  return syntheticBody({
    armLeft: syntheticLimb({ x: 100, y: 60 }, { x: 95, y: 150 }, { x: 110, y: 240 }),
    armRight: syntheticLimb({ x: 200, y: 60 }, { x: 205, y: 150 }, { x: 205, y: 240 }),
  });
}

const box = syntheticBox;

function whiteImage(): RgbImage {
  return {
    width: SYNTHETIC_WIDTH,
    height: SYNTHETIC_HEIGHT,
    data: new Uint8Array(SYNTHETIC_WIDTH * SYNTHETIC_HEIGHT * 3).fill(250),
  };
}

function paint(image: RgbImage, mask: Mask, colour: [number, number, number]): void {
  for (let pixel = 0; pixel < mask.data.length; pixel++) if (mask.data[pixel] > 0.5) image.data.set(colour, pixel * 3);
}

/** Black trousers over the whole body, a skin-coloured hand at the left wrist holding a white bag over the thigh. */
function scene(bagColour: [number, number, number]): {
  image: RgbImage;
  person: Mask;
  skin: Mask;
  garment: Mask;
  bag: Mask;
} {
  const image = whiteImage();
  const person = box(80, 50, 220, 395);
  const hand = box(100, 230, 122, 255);
  const bag = box(112, 240, 170, 290);
  paint(image, person, [20, 20, 25]);
  paint(image, bag, bagColour);
  paint(image, hand, [200, 150, 120]);
  const skin = hand;
  // The colour estimate of the old garment took in the bag, as it does on photos.
  const garment = box(80, 50, 220, 395);
  return { image, person, skin, garment, bag };
}

describe('held objects', () => {
  it('finds a bag held in front of the garment and nothing else', () => {
    const { image, person, skin, garment, bag } = scene([235, 230, 220]);
    const objects = heldObjects(
      { image, personMask: person, skin, head: createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT), replaced: garment },
      body(),
    );
    let insideBag = 0;
    let outsideBag = 0;
    for (let pixel = 0; pixel < objects.data.length; pixel++) {
      if (objects.data[pixel] <= 0.5) continue;
      if (bag.data[pixel] > 0.5 && skin.data[pixel] < 0.5) insideBag++;
      else outsideBag++;
    }
    expect(insideBag).toBeGreaterThan(maskArea(bag) * 0.7);
    expect(outsideBag).toBe(0);
  });

  it('finds nothing when the thing at the hand has the garment colours', () => {
    const { image, person, skin, garment } = scene([22, 22, 28]);
    const objects = heldObjects(
      { image, personMask: person, skin, head: createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT), replaced: garment },
      body(),
    );
    expect(maskArea(objects)).toBe(0);
  });

  it('takes no thin rim running from the hand along two garments for an object', () => {
    // A long pink shirt over black trousers: the one-pixel blend along its hem is in neither garment's colours and
    // starts at the hand resting on the hem.
    const image = whiteImage();
    const person = box(80, 50, 220, 395);
    const shirt = box(80, 50, 220, 239);
    const trousers = box(80, 241, 220, 395);
    const hand = box(100, 228, 122, 252);
    // The row between shirt and trousers keeps the person's colour: the blended rim.
    paint(image, person, [110, 90, 85]);
    paint(image, shirt, [220, 186, 174]);
    paint(image, trousers, [20, 20, 25]);
    paint(image, hand, [200, 150, 120]);
    const objects = heldObjects(
      {
        image,
        personMask: person,
        skin: hand,
        head: createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT),
        replaced: shirt,
        others: trousers,
      },
      body(),
    );
    let alongTheHem = 0;
    for (let pixel = 0; pixel < objects.data.length; pixel++)
      if (objects.data[pixel] > 0.5 && pixel % SYNTHETIC_WIDTH > 130) alongTheHem++;
    expect(alongTheHem).toBe(0);
  });

  it("keeps an object in front of a sleeve only by the hand, beyond the wrist, not along the forearm's side", () => {
    // The left forearm runs from the elbow (95, 150) to the wrist (110, 240). Along its side above the wrist lies what
    // passes for an object (the arm's shaded side beside a hand in a pocket); a bag hangs below the hand.
    const side = box(125, 220, 128, 238);
    const bag = box(105, 255, 120, 268);
    const elbow = box(90, 145, 100, 155);
    const objects = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
    for (const part of [side, bag, elbow])
      for (let pixel = 0; pixel < part.data.length; pixel++) if (part.data[pixel] > 0.5) objects.data[pixel] = 1;
    const count = (mask: Mask, layer: number) => {
      const held = heldInFront(objects, new Uint8Array(objects.data.length).fill(layer), body(), {
        left: 14,
        right: 14,
      });
      let pixels = 0;
      for (let pixel = 0; pixel < mask.data.length; pixel++) if (mask.data[pixel] > 0.5 && held(pixel)) pixels++;
      return pixels;
    };
    // On a sleeve (layer 1): the bag stays, the forearm's side and anything up by the elbow go under the sleeve.
    expect(count(bag, 1)).toBe(maskArea(bag));
    expect(count(side, 1)).toBe(0);
    expect(count(elbow, 1)).toBe(0);
    // On the garment's body (layer 0) all of it stays in front.
    expect(count(side, 0)).toBe(maskArea(side));
    expect(count(elbow, 0)).toBe(maskArea(elbow));
  });

  it('learns colour presence with a margin of one level and ignores rare colours', () => {
    const image: RgbImage = { width: 100, height: 10, data: new Uint8Array(3000).fill(0) };
    image.data.set([255, 255, 255], 0);
    const presence = colourPresence(image, createMask(100, 10, 1));
    expect(presence[0]).toBe(1);
    expect(presence[(1 * 16 + 1) * 16 + 1]).toBe(1);
    expect(presence[(2 * 16 + 0) * 16 + 0]).toBe(0);
    expect(presence[16 ** 3 - 1]).toBe(0);
  });

  it('learns colours away from the wrists', () => {
    const image: RgbImage = { width: 100, height: 10, data: new Uint8Array(3000).fill(0) };
    for (let x = 0; x < 20; x++) for (let y = 0; y < 10; y++) image.data.set([255, 255, 255], (y * 100 + x) * 3);
    const region = createMask(100, 10, 1);
    expect(colourPresence(image, region)[16 ** 3 - 1]).toBe(1);
    expect(colourPresence(image, region, [{ x: 0, y: 5 }], 25)[16 ** 3 - 1]).toBe(0);
  });

  it('leaves out the disks around the wrists unless too little would stay', () => {
    const mask = createMask(100, 100, 1);
    expect(maskArea(awayFrom(mask, [{ x: 50, y: 50 }], 20))).toBeCloseTo(10000 - Math.PI * 400, -2);
    expect(maskArea(awayFrom(mask, [{ x: 50, y: 50 }], 80))).toBe(10000);
  });
});
