/**
 * Upper arms hanging beside the body in front of a new garment's body (`upperArmSkinInFront`), hands
 * (`handsAndForearmsSkin`), and arms inside a new long sleeve (`armsInSleeves`, `heldInFront`, and the garment
 * photo's slit between sleeve and body), checked through the whole try-on on the fixture photos; without them this
 * suite is skipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES, fixturesAvailable } from '../testing/fixture-photos';
import { knownPairRefusal } from '../testing/known-refusals';
import { Networks, startNetworks, stopNetworks } from '../person/networks';
import { luma } from '../shared/numeric';
import { runTryOn, TryOnDetails } from '../pipeline';

const describeWithFixtures = fixturesAvailable('arms in front fixture tests') ? describe : describe.skip;
const read = (folder: string, file: string) => readFileSync(path.join(FIXTURES, folder, file));

describeWithFixtures('upper arms in front of the new garment on the fixture photos', () => {
  let networks: Networks;

  beforeAll(async () => {
    networks = await startNetworks();
  }, 60_000);

  afterAll(() => stopNetworks());

  /** The share of the box's pixels for which `holds` holds, given the result's and the person photo's pixel index. */
  async function shareInBox(
    person: string,
    garment: string,
    [left, top, width, height]: [number, number, number, number],
    holds: (details: TryOnDetails, index: number) => boolean,
  ) {
    const details = await runTryOn(networks, {
      personImage: read('person', person),
      garmentImage: read('garment', garment),
    });
    let count = 0;
    for (let y = top; y < top + height; y++)
      for (let x = left; x < left + width; x++) if (holds(details, y * details.image.width + x)) count++;
    return count / (width * height);
  }

  /** The pair is refused as known-refusals.ts says, rather than shown. */
  async function expectRefused(person: string, garment: string) {
    await expect(
      runTryOn(networks, { personImage: read('person', person), garmentImage: read('garment', garment) }),
    ).rejects.toMatchObject(knownPairRefusal(person, garment));
  }

  /** The result's pixel is within 20 levels of the person photo's in every channel. */
  const asPhotographed = ({ image, person }: TryOnDetails, pixel: number) =>
    [0, 1, 2].every((channel) => Math.abs(image.data[pixel * 3 + channel] - person.data[pixel * 3 + channel]) <= 20);

  it("keeps the upper arm above the elbow in front of a tank top's side (viton-00034_00)", async () => {
    // Her right arm hangs against the tank's side: the tank's body covered it down to the elbow, where the forearm came
    // out of a round notch in the knit.
    const share = await shareInBox(
      'viton-00034_00.jpg',
      'catvton-top-22790049.jpg',
      [225, 440, 25, 50],
      asPhotographed,
    );
    // 0.01 before, 0.98 now.
    expect(share).toBeGreaterThan(0.9);
  }, 60_000);

  it("leaves the arm inside a short sleeve whose part against the body is on the body's layer (viton-05997_00)", async () => {
    // The navy tee's left sleeve lies against her body; a first version kept her arm in front of that part of it, and
    // cut two holes of skin into the sleeve.
    const dark = (details: TryOnDetails, pixel: number) => luma(details.image.data, pixel) < 80;
    const share = await shareInBox('viton-05997_00.jpg', 'dresscode-top-050181_1.jpg', [500, 327, 29, 76], dark);
    // 0.37 with the holes, 1 now and before.
    expect(share).toBeGreaterThan(0.95);
  }, 60_000);

  it("keeps no specks of a leopard skirt's gold in front of a new tee beside the hand (viton-01008_00)", async () => {
    // Specks of the print beside her hand pass for skin; kept in front of the tee with her hand, they were gold flecks
    // on its navy.
    const navy = (data: Uint8Array, pixel: number) =>
      data[pixel * 3] < 80 && data[pixel * 3 + 1] < 80 && data[pixel * 3 + 2] > data[pixel * 3];
    const goldOnNavy = ({ image }: TryOnDetails, pixel: number) => {
      const [red, green, blue] = image.data.subarray(pixel * 3, pixel * 3 + 3);
      const gold = red > 110 && green > 80 && blue < 120 && red - blue > 40 && green - blue > 15;
      return gold && navy(image.data, pixel - 6) && navy(image.data, pixel + 6);
    };
    const share = await shareInBox('viton-01008_00.jpg', 'viton-top-00126_00.jpg', [380, 500, 240, 320], goldOnNavy);
    // 166 pixels before (0.0022 of the box), none now.
    expect(share).toBe(0);
  }, 60_000);

  it('paints no skin beside a long sleeve narrower than the old one (viton-01861_00)', async () => {
    // The cardigan's sleeve is slimmer than her red sleeve; what it left of the red sleeve beside her forearm and in the
    // crook of her elbow was painted as skin, blotches along the grey knit.
    const warm = ({ image }: TryOnDetails, pixel: number) => {
      const [red, green, blue] = image.data.subarray(pixel * 3, pixel * 3 + 3);
      return red - blue > 30 && red >= green && luma(image.data, pixel) > 90;
    };
    const besideForearm = await shareInBox('viton-01861_00.jpg', 'catvton-top-21514384.jpg', [640, 560, 70, 240], warm);
    // 0.051 before (849 pixels); 0.0008 with the old sleeve's part alone, none with the arm's too.
    expect(besideForearm).toBeLessThan(0.01);
    const elbow = await shareInBox('viton-01861_00.jpg', 'catvton-top-21514384.jpg', [590, 550, 40, 80], warm);
    // 0.20 before, none now.
    expect(elbow).toBeLessThan(0.02);
  }, 120_000);

  it('leaves none of a bare arm showing beside a long sleeve slimmer than it (studio-4)', async () => {
    // Her bare forearm is wider than the purple top's sleeve: its dark outer side showed as a brown strip beside it.
    const brown = ({ image }: TryOnDetails, pixel: number) => {
      const [red, green, blue] = image.data.subarray(pixel * 3, pixel * 3 + 3);
      return red > green && green > blue && red - blue > 20 && luma(image.data, pixel) < 150;
    };
    const share = await shareInBox('studio-4.png', 'dresscode-top-049805_1.jpg', [540, 420, 80, 100], brown);
    // 0.14 before (1,120 pixels), 0.0065 now.
    expect(share).toBeLessThan(0.03);
  }, 60_000);

  it("leaves no strip of the upper arm showing along a short sleeve's edge placed inside it (studio-4)", async () => {
    // Her left arm is seen wider than the FILA tee's sleeve at the top, which is narrower than it down to where it flares
    // out: a dark strip of her arm ran down beside the sleeve from the shoulder.
    const brownBeside = ({ image, coverage }: TryOnDetails, pixel: number) => {
      const [red, green, blue] = image.data.subarray(pixel * 3, pixel * 3 + 3);
      return (
        coverage.data[pixel] <= 0.5 && red > green && green > blue && red - blue > 20 && luma(image.data, pixel) < 150
      );
    };
    const share = await shareInBox('studio-4.png', 'viton-top-00126_00.jpg', [550, 290, 50, 140], brownBeside);
    // 0.145 before (1,014 pixels), 0.014 now: the sleeve's anti-aliased edge and a few pixels on the shoulder's top.
    expect(share).toBeLessThan(0.03);
  }, 60_000);

  it('refuses the floral tee whose painted arms show as flat bands (viton-01008_00)', async () => {
    // The check that the bare arm's corner below the slanted sleeve hem stays whole (0.30 before, none after) waits for
    // the pair to be shown again: the calibrated score refuses its image (known-refusals.ts).
    await expectRefused('viton-01008_00.jpg', 'dresscode-top-048554_1.jpg');
  }, 60_000);

  it('cuts no slit down a long sleeve along the forearm by the hand (viton-05997_00)', async () => {
    // Her hands are in her pockets; her forearm's shaded side beside the jeans passes for a held object, which stayed in
    // front of the striped sleeve as a brown slit from mid forearm to the cuff.
    const brown = ({ image }: TryOnDetails, pixel: number) => {
      const [red, , blue] = image.data.subarray(pixel * 3, pixel * 3 + 3);
      const brightness = luma(image.data, pixel);
      return red - blue > 12 && brightness > 60 && brightness < 170;
    };
    const share = await shareInBox('viton-05997_00.jpg', 'viton-top-00151_00.jpg', [186, 737, 24, 60], brown);
    // 0.13 before, none now.
    expect(share).toBeLessThan(0.02);
  }, 60_000);

  it("places none of the garment photo's backdrop from between a sleeve and the body (viton-05997_00)", async () => {
    // The floral top's sleeve hangs a few pixels beside its body; that slit of backdrop was taken into the garment and
    // placed as a white patch on her jeans beside the sleeve.
    const white = ({ image }: TryOnDetails, pixel: number) => {
      const [red, green, blue] = image.data.subarray(pixel * 3, pixel * 3 + 3);
      return Math.min(red, green, blue) > 200 && Math.max(red, green, blue) - Math.min(red, green, blue) < 25;
    };
    const share = await shareInBox('viton-05997_00.jpg', 'viton-top-00470_00.jpg', [490, 650, 50, 120], white);
    // 0.11 before (655 pixels), none now.
    expect(share).toBeLessThan(0.01);
  }, 60_000);
});
