import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';

/**
 * Every domain event and its payload. Modules add theirs by declaration merging
 * (`declare module '.../domain-events' { interface DomainEvents { 'post.created': ... } }`),
 * so listeners (`@OnEvent('post.created')`) and emitters share one typed name.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

export type DomainEventName = keyof DomainEvents;

/** Emits domain events in this process; listeners run after the emitter's work committed. */
@Injectable()
export class DomainEventBus {
  constructor(private readonly emitter: EventEmitter2) {}

  emit<Name extends DomainEventName>(name: Name, payload: DomainEvents[Name]): void {
    this.emitter.emit(name, payload);
  }
}
