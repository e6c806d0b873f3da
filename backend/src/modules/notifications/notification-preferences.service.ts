import { Injectable } from '@nestjs/common';
import { AppException } from '../../common/errors/app.exception';
import type { NotificationPreferencesDto } from './dto/notification-preferences.dto';
import { NotificationPreferences } from './entities/notification-preferences.entity';
import { PREFERENCE_FLAGS, type PreferenceFlag } from './notification-kinds';
import { NotificationQueries } from './notifications.queries';

const DEFAULTS: NotificationPreferencesDto = Object.fromEntries(
  PREFERENCE_FLAGS.map((flag) => [flag, true]),
) as unknown as NotificationPreferencesDto;

const present = (row: NotificationPreferences | null): NotificationPreferencesDto =>
  Object.fromEntries(
    PREFERENCE_FLAGS.map((flag) => [flag, row ? row[flag] : DEFAULTS[flag]]),
  ) as unknown as NotificationPreferencesDto;

/** Seven switches of the spec plus soundEnabled; a user who never saved any has all of them on. */
@Injectable()
export class NotificationPreferencesService {
  constructor(private readonly queries: NotificationQueries) {}

  async get(userId: string): Promise<NotificationPreferencesDto> {
    return present(await this.queries.preferencesOf(userId));
  }

  /** Only the flags sent change. */
  async update(userId: string, changes: unknown): Promise<NotificationPreferencesDto> {
    await this.queries.savePreferences(userId, validChanges(changes));
    return this.get(userId);
  }
}

/** The global pipe strips unknown keys silently; here a misspelt switch must be refused, not ignored. */
function validChanges(body: unknown): Partial<Record<PreferenceFlag, boolean>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new AppException('validation_error', 'Preferences must be an object of switches');
  const errors: Record<string, string> = {};
  const flags: Partial<Record<PreferenceFlag, boolean>> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!(PREFERENCE_FLAGS as readonly string[]).includes(key)) errors[key] = `Unknown preference ${key}`;
    else if (typeof value !== 'boolean') errors[key] = `${key} must be true or false`;
    else flags[key as PreferenceFlag] = value;
  }
  if (Object.keys(errors).length > 0) throw new AppException('validation_error', Object.values(errors)[0], { errors });
  return flags;
}
