/**
 * Runs the engine on the labelled set (bench/labelled-set.json) and prints the check's confusion matrix, for the tuned
 * part and the held-out third apart, and the counts per class of the issue (#63).
 *
 *   npm run bench:labelled [-- --filter white --class 2 --split held-out --out /tmp/labelled --record]
 *   npm run bench:labelled -- --report-only      (the matrices of the outcomes the labels were written for)
 *
 * Every result and contact sheets of six pairs (person | garment | result, the id printed) go to --out, a folder outside
 * the repository: the photos and anything made from them never enter it. A person looks at every sheet and writes the
 * label: `good` (one would post it), `bad`, or for a refusal `refused-correctly` / `refused-wrongly` (the pair deserved
 * an image). `--record` writes each run pair's outcome and the hash of its pixels into the set; a pair whose image
 * changed loses its label (kept as `previousLabel`) until someone looks again.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import sharp from 'sharp';
import { createTryOnEngine, TryOnEngineError } from '../src';
import type { GarmentCategory } from '../src';
import { buildPhoto } from '../src/testing/labelled-recipes';
import { LabelledPair, printReport, recordOutcome, RunOutcome } from './labelled-report';

const repositoryRoot = path.resolve(__dirname, '..', '..', '..');
const fixtures = path.resolve(
  process.env.TRYON_FIXTURES ?? path.join(repositoryRoot, '..', 'shared', 'fixtures', 'tryon'),
);
const setFile = path.join(__dirname, 'labelled-set.json');
const TILE_WIDTH = 200;
const TILE_HEIGHT = 266;
const CAPTION_HEIGHT = 18;
const PAIRS_ACROSS = 2;
const PAIRS_DOWN = 3;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)];
}

async function pixelHash(image: Buffer): Promise<string> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  return createHash('sha256')
    .update(`${info.width}x${info.height}x${info.channels}:`)
    .update(data)
    .digest('hex')
    .slice(0, 16);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

async function tile(image: Buffer): Promise<Buffer> {
  return sharp(image).resize(TILE_WIDTH, TILE_HEIGHT, { fit: 'contain', background: '#202020' }).png().toBuffer();
}

async function textTile(text: string, colour: string): Promise<Buffer> {
  const svg = `<svg width="${TILE_WIDTH}" height="${TILE_HEIGHT}"><rect width="100%" height="100%" fill="${colour}"/><text x="6" y="${TILE_HEIGHT / 2}" font-size="12" fill="white" font-family="sans-serif">${escapeXml(text)}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function captionTile(text: string): Promise<Buffer> {
  const svg = `<svg width="${TILE_WIDTH * 3}" height="${CAPTION_HEIGHT}"><rect width="100%" height="100%" fill="#000"/><text x="4" y="13" font-size="12" fill="#ffd75e" font-family="sans-serif">${escapeXml(text.slice(0, 95))}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function writeSheets(folder: string, triplets: Array<{ id: string; tiles: Buffer[] }>): Promise<void> {
  const perSheet = PAIRS_ACROSS * PAIRS_DOWN;
  const cellHeight = TILE_HEIGHT + CAPTION_HEIGHT;
  for (let start = 0; start < triplets.length; start += perSheet) {
    const overlays: sharp.OverlayOptions[] = [];
    for (const [offset, triplet] of triplets.slice(start, start + perSheet).entries()) {
      const left = (offset % PAIRS_ACROSS) * (TILE_WIDTH * 3 + 8);
      const top = Math.floor(offset / PAIRS_ACROSS) * (cellHeight + 6);
      overlays.push({ input: await captionTile(`${start + offset + 1}. ${triplet.id}`), left, top });
      triplet.tiles.forEach((input, index) =>
        overlays.push({ input, left: left + index * TILE_WIDTH, top: top + CAPTION_HEIGHT }),
      );
    }
    await sharp({
      create: {
        width: PAIRS_ACROSS * (TILE_WIDTH * 3 + 8),
        height: PAIRS_DOWN * (cellHeight + 6),
        channels: 3,
        background: '#000000',
      },
    })
      .composite(overlays)
      .png()
      .toFile(path.join(folder, `sheet-${String(start / perSheet + 1).padStart(2, '0')}.png`));
  }
}

async function main(): Promise<void> {
  sharp.concurrency(1);
  const set = JSON.parse(readFileSync(setFile, 'utf8')) as LabelledPair[];
  if (process.argv.includes('--report-only')) {
    // The matrices of the run the labels were written for, from the outcomes recorded in the set.
    const recorded = new Map<string, RunOutcome>(
      set.map((pair) => [pair.id, { outcome: pair.outcome ?? '', hash: pair.resultHash ?? '', milliseconds: 0 }]),
    );
    printReport(set, recorded);
    return;
  }
  const filter = option('filter');
  const onlyClass = option('class');
  const onlySplit = option('split');
  const chosen = set.filter(
    (pair) =>
      (!filter || pair.id.includes(filter)) &&
      (!onlyClass || String(pair.class) === onlyClass) &&
      (!onlySplit || pair.split === onlySplit),
  );
  const out = path.resolve(option('out') ?? path.join(repositoryRoot, '..', 'tmp-labelled'));
  mkdirSync(path.join(out, 'images'), { recursive: true });

  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 25);
  const engine = await createTryOnEngine();
  const outcomes = new Map<string, RunOutcome>();
  const times: number[] = [];
  const triplets: Array<{ id: string; tiles: Buffer[] }> = [];
  // Every stage's measures per pair, what bench/fit-result-check.ts fits the calibrated check on.
  const stagesFile = path.join(out, 'stages.jsonl');
  writeFileSync(stagesFile, '');
  for (const [index, pair] of chosen.entries()) {
    const personImage = await buildPhoto(fixtures, pair.person, pair.personRecipe, 'person');
    const garmentImage = await buildPhoto(fixtures, pair.garment, pair.garmentRecipe, 'garment');
    const category = pair.category === 'auto' ? undefined : (pair.category as GarmentCategory);
    const started = performance.now();
    let resultTile: Buffer;
    let outcome: RunOutcome;
    try {
      const result = await engine.generate({ personImage, garmentImage, category });
      const milliseconds = performance.now() - started;
      outcome = { outcome: 'image', hash: await pixelHash(result.image), milliseconds, category: result.category };
      appendFileSync(stagesFile, `${JSON.stringify({ id: pair.id, outcome: 'image', stages: result.stages })}\n`);
      writeFileSync(path.join(out, 'images', `${pair.id.replace(/[^A-Za-z0-9._+~@-]+/g, '_')}.png`), result.image);
      resultTile = await tile(result.image);
    } catch (error) {
      if (!(error instanceof TryOnEngineError)) throw error;
      const milliseconds = performance.now() - started;
      const scoreRefused = error.code === 'result_check_failed' && error.stages?.check?.reasons.score !== undefined;
      outcome = { outcome: `refused:${error.code}`, hash: `refused:${error.code}`, milliseconds, scoreRefused };
      appendFileSync(
        stagesFile,
        `${JSON.stringify({ id: pair.id, outcome: outcome.outcome, stages: error.stages })}\n`,
      );
      resultTile = await textTile(error.code, '#5a1a1a');
    }
    times.push(outcome.milliseconds);
    outcomes.set(pair.id, outcome);
    triplets.push({
      id: `${pair.id} [${pair.split}${pair.class ? `, class ${pair.class}` : ''}] ${outcome.category ?? ''}`,
      tiles: [await tile(personImage), await tile(garmentImage), resultTile],
    });
    console.log(
      `${String(index + 1).padStart(3)}/${chosen.length} ${pair.id.padEnd(70)} ${outcome.outcome.padEnd(28)} ${Math.round(outcome.milliseconds)} ms`,
    );
  }
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);
  await writeSheets(out, triplets);
  writeFileSync(path.join(out, 'run.json'), JSON.stringify(Object.fromEntries(outcomes), null, 1));

  if (process.argv.includes('--record')) {
    for (const pair of set) {
      const outcome = outcomes.get(pair.id);
      if (!outcome) continue;
      recordOutcome(pair, outcome);
    }
    writeFileSync(setFile, await format(JSON.stringify(set), { parser: 'json' }));
  }
  printReport(chosen, outcomes);
  console.log(
    `per pair p50 ${Math.round(percentile(times, 0.5))} ms   p95 ${Math.round(percentile(times, 0.95))} ms   model load ${engine.modelLoadMilliseconds} ms   peak RSS ${Math.round(peakRss / 1048576)} MB`,
  );
  console.log(`results and contact sheets: ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
