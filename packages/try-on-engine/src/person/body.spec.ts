import { buildBody } from './body';
import { KEYPOINT_NAMES, Keypoint, Pose } from '../shared/types';

/** A woman facing the camera, shoulders 200 pixels apart at y 300, her face's parts where `face` puts them. */
function standing(face: Partial<Pose>): Pose {
  const unseen = Object.fromEntries(KEYPOINT_NAMES.map((name) => [name, { x: 400, y: 600, score: 0.05 }])) as Pose;
  const at = (x: number, y: number, score = 0.9): Keypoint => ({ x, y, score });
  return {
    ...unseen,
    leftShoulder: at(500, 300),
    rightShoulder: at(300, 300),
    leftHip: at(470, 600),
    rightHip: at(330, 600),
    ...face,
  };
}

describe('where the head is', () => {
  it('is the middle of the face parts seen', () => {
    const body = buildBody(
      standing({
        nose: { x: 400, y: 180, score: 0.8 },
        leftEar: { x: 445, y: 170, score: 0.8 },
        rightEar: { x: 355, y: 170, score: 0.8 },
      }),
      'top',
      1024,
    );
    expect(body.head.x).toBeCloseTo(400);
    expect(body.head.y).toBeCloseTo((180 + 170 + 170) / 3);
  });

  it('is between the ears when one ear is seen alone and its twin is guessed across the face', () => {
    // A face cut by the photo's top edge: the eyes and nose are guesses above the frame, one ear just short of seen.
    const body = buildBody(
      standing({
        nose: { x: 400, y: -5, score: 0.13 },
        leftEar: { x: 445, y: 4, score: 0.43 },
        rightEar: { x: 360, y: 3, score: 0.26 },
      }),
      'top',
      1024,
    );
    // Placed on the lone ear, the head sat 42 pixels off her face's middle.
    expect(body.head.x).toBeCloseTo(402.5);
    expect(body.head.y).toBeCloseTo(3.5);
  });

  it('stays on a lone ear whose twin is guessed on top of it or far off', () => {
    for (const twinX of [440, 120]) {
      const body = buildBody(
        standing({ leftEar: { x: 445, y: 170, score: 0.6 }, rightEar: { x: twinX, y: 170, score: 0.1 } }),
        'top',
        1024,
      );
      expect(body.head.x).toBeCloseTo(445);
    }
  });

  it('is above the shoulders when no part of the face is seen', () => {
    const body = buildBody(standing({}), 'top', 1024);
    expect(body.head.x).toBeCloseTo(400);
    expect(body.head.y).toBeLessThan(300);
  });
});
