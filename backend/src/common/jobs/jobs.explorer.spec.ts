import type { DiscoveryService, ModuleRef } from '@nestjs/core';
import { HandlesJob } from './handles-job.decorator';
import { JobsExplorer } from './jobs.explorer';
import { defineQueue, JobHandler, rememberQueue } from './queue-definition';

const mailQueue = defineQueue<{ send: { to: string }; digest: { day: string } }>('spec-mail', ['send', 'digest']);
rememberQueue(mailQueue);

@HandlesJob(mailQueue, 'send')
class SendHandler implements JobHandler<{ to: string }> {
  async handle(): Promise<void> {}
}

@HandlesJob(mailQueue, 'digest')
class DigestHandler implements JobHandler<{ day: string }> {
  async handle(): Promise<void> {}
}

@HandlesJob(mailQueue, 'send')
class SecondSendHandler implements JobHandler<{ to: string }> {
  async handle(): Promise<void> {}
}

const strayQueue = defineQueue<{ stray: object }>('spec-unregistered', ['stray']);

@HandlesJob(strayQueue, 'stray')
class StrayHandler implements JobHandler<object> {
  async handle(): Promise<void> {}
}

/** The start-up check of a process whose providers are these handler classes. */
function bootWith(...handlerClasses: Array<new () => object>): () => void {
  const discovery = {
    getProviders: () => handlerClasses.map((metatype) => ({ metatype, instance: new metatype() })),
  } as unknown as DiscoveryService;
  const explorer = new JobsExplorer(discovery, {} as ModuleRef);
  return () => explorer.onApplicationBootstrap();
}

describe('the start-up check of job handlers', () => {
  it('passes when every job name of every queue has exactly one handler', () => {
    expect(bootWith(SendHandler, DigestHandler)).not.toThrow();
  });

  it('refuses to start when a job name has no handler', () => {
    expect(bootWith(SendHandler)).toThrow('queue "spec-mail" job "digest" has 0 handlers (needs exactly 1)');
  });

  it('refuses to start when a job name has two handlers', () => {
    expect(bootWith(SendHandler, SecondSendHandler, DigestHandler)).toThrow(
      'queue "spec-mail" job "send" has 2 handlers (needs exactly 1)',
    );
  });

  it('refuses to start when a handler names a queue nobody registered', () => {
    expect(bootWith(SendHandler, DigestHandler, StrayHandler)).toThrow(
      'handler for unknown job "spec-unregistered/stray"',
    );
  });
});
