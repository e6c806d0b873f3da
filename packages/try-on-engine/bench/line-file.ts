import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A file named by an environment variable (relative to where npm ran), emptied, then written one line at a time. */
export function lineFile(variable: string): ((line: string) => void) | undefined {
  const name = process.env[variable];
  if (!name) return undefined;
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), name);
  writeFileSync(file, '');
  return (line) => appendFileSync(file, `${line}\n`);
}
