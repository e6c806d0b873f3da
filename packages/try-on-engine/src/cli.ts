/**
 * npm run engine:run -- --person p.jpg --garment g.jpg [--category top|bottom|dress] --out out.png
 *
 * Relative paths are taken from the folder the command was started in (npm's INIT_CWD), not from backend/.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTryOnEngine, GARMENT_CATEGORIES, GarmentCategory, TryOnEngineError } from './index';

const USAGE =
  'usage: npm run engine:run -- --person <photo> --garment <photo> [--category top|bottom|dress] --out <result.png>';

function parseArguments(argv: string[]): Record<string, string> {
  const options: Record<string, string> = {};
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index];
    if (!flag.startsWith('--')) throw new Error(`Unexpected argument "${flag}".\n${USAGE}`);
    const value = argv[index + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`Missing value for ${flag}.\n${USAGE}`);
    options[flag.slice(2)] = value;
    index++;
  }
  return options;
}

function resolveFromCaller(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

async function main(): Promise<number> {
  const options = parseArguments(process.argv.slice(2));
  if (!options.person || !options.garment || !options.out) {
    console.error(USAGE);
    return 2;
  }
  const category = options.category as GarmentCategory | undefined;
  if (category && !GARMENT_CATEGORIES.includes(category)) {
    console.error(`--category must be one of ${GARMENT_CATEGORIES.join(', ')}.`);
    return 2;
  }
  const [personImage, garmentImage] = await Promise.all([
    readFile(resolveFromCaller(options.person)),
    readFile(resolveFromCaller(options.garment)),
  ]);
  const engine = await createTryOnEngine();
  console.log(`models loaded in ${engine.modelLoadMilliseconds} ms`);
  try {
    const result = await engine.generate({ personImage, garmentImage, category });
    const out = resolveFromCaller(options.out);
    await writeFile(out, result.image);
    console.log(`category: ${result.category}${category ? ' (given)' : ' (detected)'}`);
    for (const [stage, milliseconds] of Object.entries(result.timings))
      console.log(`${stage.padEnd(10)} ${milliseconds.toFixed(1)} ms`);
    console.log(`wrote ${out}`);
    return 0;
  } catch (error) {
    if (error instanceof TryOnEngineError) {
      console.error(`refused (${error.code}): ${error.message}`);
      return 3;
    }
    throw error;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
