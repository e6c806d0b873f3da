/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { paths, routePatterns } from './paths';

const sourceRoot = path.resolve(__dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

// The first segment of every route: a string starting with "/" and one of them is a route written by hand.
const firstSegments = [...new Set(Object.values(routePatterns).map((pattern) => pattern.split('/')[0]))];
const routeLiteral = new RegExp(`['"\`]/(${firstSegments.join('|')})(?=[/?#'"\`$])`);
const homeLiteral = /(to=|to: |navigate\(|path: )['"`]\/['"`]/;

describe('paths', () => {
  it('is the only place that writes a route', () => {
    const offenders = sourceFiles(sourceRoot)
      .filter((file) => !file.endsWith(path.join('lib', 'paths.ts')))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, where: `${path.relative(sourceRoot, file)}:${index + 1}` }))
          .filter(({ line }) => routeLiteral.test(line) || homeLiteral.test(line))
          .map(({ where, line }) => `${where}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it('encodes what a user typed and keeps the query strings the screens read', () => {
    expect(paths.login('/post/1?x=1')).toBe('/auth/login?redirect=%2Fpost%2F1%3Fx%3D1');
    expect(paths.createTryOn({ product: 'p 1', mode: 'public' })).toBe('/create-try-on?product=p%201&mode=public');
    expect(paths.createTryOn({ post: 'post-1' })).toBe('/create-try-on?post=post-1');
    expect(paths.userConnections('meera_s')).toBe('/u/meera_s/connections');
  });
});
