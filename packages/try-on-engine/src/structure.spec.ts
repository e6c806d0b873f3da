/**
 * The package's shape, read from its source: one folder per stage in the order the data flows, a stage importing only
 * the stages before it and the shared helpers, no import cycle, nothing from NestJS or the backend; and the backend
 * importing the engine only through the package's entry.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The data flows from left to right; `shared` holds the helpers every stage uses and imports no stage. */
const LAYERS = ['shared', 'person', 'garment', 'fit', 'render', 'check'];
const SOURCE = __dirname;
const PACKAGE = path.dirname(SOURCE);
const REPOSITORY = path.resolve(PACKAGE, '..', '..');

function typeScriptFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : typeScriptFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** Every module a file names: static and dynamic imports, re-exports, require calls and jest.mock paths. */
function importedNames(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const pattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+|jest\.mock\(\s*)['"]([^'"]+)['"]/g;
  return [...text.matchAll(pattern)].map((match) => match[1]);
}

function resolveLocal(from: string, name: string): string | undefined {
  if (!name.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), name);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  throw new Error(`${path.relative(PACKAGE, from)} imports ${name}, which does not exist`);
}

/** A stage's rank in the data flow; the pipeline at the top, and the test fixtures, come after every stage. */
function layerOf(file: string): number {
  const folder = path.relative(SOURCE, file).split(path.sep)[0];
  const rank = LAYERS.indexOf(folder);
  return rank >= 0 ? rank : LAYERS.length;
}

const sources = typeScriptFiles(SOURCE).filter((file) => !file.endsWith('.spec.ts'));
const graph = new Map(
  sources.map((file) => [
    file,
    importedNames(file).flatMap((name) => {
      const target = resolveLocal(file, name);
      return target ? [target] : [];
    }),
  ]),
);
const relative = (file: string) => path.relative(SOURCE, file);

/** A file a newcomer can read through: longer ones are split by what their code does. */
const MOST_LINES = 400;

describe('the try-on engine package', () => {
  it('has one folder per stage, and nothing else beside the pipeline but the helpers and the test fixtures', () => {
    const folders = readdirSync(SOURCE, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...LAYERS, 'testing'].sort());
  });

  it('lets a stage import only the stages before it and the shared helpers', () => {
    const backwards = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => layerOf(target) > layerOf(file))
        .map((target) => `${relative(file)} → ${relative(target)}`),
    );
    expect(backwards).toEqual([]);
  });

  it('has no import cycle', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(file)), file].map(relative).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const target of graph.get(file) ?? []) visit(target, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it(`has no file over ${MOST_LINES} lines`, () => {
    const lines = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n').length;
    const files = [...typeScriptFiles(SOURCE), ...typeScriptFiles(path.join(PACKAGE, 'bench'))];
    const long = files
      .filter((file) => lines(file) > MOST_LINES)
      .map((file) => `${path.relative(PACKAGE, file)}: ${lines(file)} lines`);
    expect(long).toEqual([]);
  });

  it('imports nothing from NestJS or the backend', () => {
    const outside = typeScriptFiles(PACKAGE).flatMap((file) =>
      importedNames(file)
        .filter(
          (name) =>
            name.startsWith('@nestjs/') ||
            name.startsWith('@tvt/') ||
            (name.startsWith('.') && !path.resolve(path.dirname(file), name).startsWith(PACKAGE + path.sep)),
        )
        .map((name) => `${path.relative(PACKAGE, file)}: ${name}`),
    );
    expect(outside).toEqual([]);
  });

  it("is used by the backend and the scripts only through the package's entry", () => {
    const users = ['backend/src', 'backend/test', 'backend/scripts', 'scripts'].flatMap((folder) =>
      typeScriptFiles(path.join(REPOSITORY, folder)),
    );
    const mjsScripts = readdirSync(path.join(REPOSITORY, 'scripts', 'bench', 'app'))
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => path.join(REPOSITORY, 'scripts', 'bench', 'app', name));
    const deep = [...users, ...mjsScripts].flatMap((file) =>
      importedNames(file)
        .filter((name) => /try-on-engine\/|try-on\/engine/.test(name))
        .map((name) => `${path.relative(REPOSITORY, file)}: ${name}`),
    );
    expect(users.length).toBeGreaterThan(0);
    expect(deep).toEqual([]);
  });
});
