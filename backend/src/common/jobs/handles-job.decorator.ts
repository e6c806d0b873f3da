import { SetMetadata } from '@nestjs/common';
import type { AnyQueueDefinition, JobDataOf, JobHandler, JobNameOf } from './queue-definition';

export const HANDLES_JOB = 'jobs:handles';

export interface HandlesJobMetadata {
  queue: string;
  name: string;
}

/** Marks the provider that handles one job name of one queue (exactly one per name, checked at start-up). */
export function HandlesJob<Definition extends AnyQueueDefinition, Name extends JobNameOf<Definition>>(
  queue: Definition,
  name: Name,
) {
  return <Target extends new (...args: never[]) => JobHandler<JobDataOf<Definition, Name>>>(target: Target) => {
    SetMetadata<string, HandlesJobMetadata>(HANDLES_JOB, { queue: queue.name, name })(target);
  };
}
