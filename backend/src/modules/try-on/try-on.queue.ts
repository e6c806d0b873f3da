import { defineQueue } from '../../common/jobs/queue-definition';

export interface GenerateTryOnJob {
  tryOnId: string;
}

/** Local generations. A worker that dies mid-job uses one of the two tries; the credit is charged once either way. */
export const tryOnQueue = defineQueue<{ generate: GenerateTryOnJob }>('try-on', ['generate'], { attempts: 2 });
