import { useCurrentUser } from '../auth/useCurrentUser';
import { useLiveEventsConnected } from './liveEventsApi';

/** Keeps the event stream open while someone is signed in. Renders nothing. */
export function LiveEventsConnection() {
  const { user } = useCurrentUser();
  useLiveEventsConnected({ skip: !user });
  return null;
}
