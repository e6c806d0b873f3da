import { paths } from './paths';

/** Only same-origin app paths may be a post-login target ("//host" and "/\host" leave the site). */
export function safeRedirectPath(candidate: string | null | undefined, fallback = paths.home()): string {
  if (!candidate || !candidate.startsWith('/')) return fallback;
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  return candidate;
}
