import type { TryOnStage, TryOnStatus } from './entities/virtual-try-on.entity';

export interface TryOnStatusEvent {
  id: string;
  status: TryOnStatus;
  stage: TryOnStage | null;
  queuePosition: number | null;
  /** Whole seconds until the result, once the queue position or the stage is known and durations were measured. */
  estimatedSeconds: number | null;
  output: string[];
  error: string | null;
}

declare module '../../common/events/domain-events' {
  interface DomainEvents {
    'tryOn.completed': { tryOnId: string; userId: string; tryOnUrl: string };
    'tryOn.failed': { tryOnId: string; userId: string; code: string; message: string };
  }
}

declare module '../../common/realtime/realtime.service' {
  interface LiveEvents {
    'tryOn.status': TryOnStatusEvent;
  }
}
