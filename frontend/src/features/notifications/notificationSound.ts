/** The short chime shipped with the app (public/sounds/notification.wav, written by scripts/notification-sound.mjs). */
export const NOTIFICATION_SOUND_URL = '/sounds/notification.wav';

let audio: HTMLAudioElement | null = null;

/** Plays the chime; browsers that refuse sound before a user gesture simply stay silent. */
export function playNotificationSound(): void {
  if (typeof Audio === 'undefined') return;
  try {
    audio ??= new Audio(NOTIFICATION_SOUND_URL);
    audio.currentTime = 0;
    void audio.play()?.catch(() => undefined);
  } catch {
    // No audio output: nothing to do.
  }
}
