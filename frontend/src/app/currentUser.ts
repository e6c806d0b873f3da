// The shell's components (header, protected routes) read the signed-in user through app/, never from a feature.
export { useCurrentUser, type CurrentUserState } from '../features/auth/useCurrentUser';
