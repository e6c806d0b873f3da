import { buildBody } from '../person/body';
import { Networks } from '../person/networks';
import type { TryOnDetails } from '../pipeline';
import { Mask } from '../shared/types';

/** The person's skeleton in a result's person photo, as the engine builds it for a top. */
export async function bodyOf(networks: Networks, details: TryOnDetails): Promise<ReturnType<typeof buildBody>> {
  const { pose } = await networks.analysePerson(details.person);
  if (!pose) throw new Error('no pose on the fixture photo');
  return buildBody(pose, 'top', details.person.height);
}

/**
 * Skin pixels on the person's arms, along each upper arm and the upper part of each forearm down to where the new
 * garment stops covering its line, that show as photographed (outside the new garment, or kept in front of it): a
 * sleeve wraps its arm.
 */
export function bareArmInSleeve(details: TryOnDetails, body: ReturnType<typeof buildBody>, skin: Mask): number {
  const { width, height } = details.person;
  const covered = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && details.coverage.data[Math.round(y) * width + Math.round(x)] > 0.5;
  let bare = 0;
  const segments = [body.armLeft, body.armRight].flatMap((arm) => [
    [arm.root, arm.middle, 0.1, 1],
    [arm.middle, arm.end, 0, 0.6],
  ]) as Array<[{ x: number; y: number }, { x: number; y: number }, number, number?]>;
  for (const [from, to, start, end = 1] of segments) {
    let reach = 0;
    for (let step = 0; step <= 50; step++) {
      const share = step / 50;
      if (covered(from.x + (to.x - from.x) * share, from.y + (to.y - from.y) * share)) reach = share;
    }
    const along = { x: to.x - from.x, y: to.y - from.y };
    const lengthSquared = along.x * along.x + along.y * along.y;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const share = ((x - from.x) * along.x + (y - from.y) * along.y) / lengthSquared;
        if (share < start || share >= Math.min(reach, end)) continue;
        const offset = Math.hypot(x - (from.x + along.x * share), y - (from.y + along.y * share));
        if (offset > body.shoulderWidth * 0.15 || skin.data[y * width + x] < 0.5) continue;
        const index = (y * width + x) * 3;
        const unchanged =
          Math.abs(details.image.data[index] - details.person.data[index]) +
            Math.abs(details.image.data[index + 1] - details.person.data[index + 1]) +
            Math.abs(details.image.data[index + 2] - details.person.data[index + 2]) <
          30;
        if (!covered(x, y) || unchanged) bare++;
      }
    }
  }
  return bare;
}
