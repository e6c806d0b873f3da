import type { Logger } from '@nestjs/common';
import type { User } from '../users/entities/user.entity';
import type { NotificationActor } from './notification-kinds';

export const actorOf = (user: User): NotificationActor => ({
  id: user.id,
  username: user.username,
  displayName: user.displayName,
  avatar: user.avatarVariants?.small ?? user.avatar,
});

export const excerpt = (text: string) => (text.length > 100 ? `${text.slice(0, 99)}…` : text);

/**
 * Runs a listener's work and logs its failure instead of throwing it back into the emitter: the action that
 * caused the notification has already happened.
 */
export async function safely(logger: Logger, kind: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    logger.error(`could not create a ${kind} notification: ${error instanceof Error ? error.message : String(error)}`);
  }
}
