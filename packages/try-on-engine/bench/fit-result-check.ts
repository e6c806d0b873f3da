/**
 * Fits the calibrated result check (src/check/result-score.ts) on the labelled set's `tune` split and writes its
 * weights to src/check/result-score-weights.ts; prints the check's confusion matrices on tune and held-out.
 *
 *   npm run bench:labelled -- --out /tmp/labelled                   (writes /tmp/labelled/stages.jsonl)
 *   cp /tmp/labelled/stages.jsonl bench/labelled-stages.jsonl         (the measures the fit reads, committed)
 *   npm run fit:check [-- --stages bench/labelled-stages.jsonl --lambda 3 --select 8 --rule no-bad|good-refused --share 0.1 --dry-run]
 *   npm run fit:check -- --features check.flatShare,fit.hemOnBody   (fits these features again, none selected)
 *
 * A logistic regression over the standardized features (SCORE_FEATURE_NAMES; the at most `--select` (8) chosen by forward
 * selection on the leave-one-out area under the curve), with an L2 penalty `lambda`; the
 * threshold is set on the tune split's leave-one-out scores (each pair scored by a fit without it): by default the one
 * that refuses at most 10 % of the good images, with `--rule no-bad` just above the highest score of an image labelled
 * bad. The held-out split never enters the fit or the threshold.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { featureValue, resultScore, SCORE_FEATURE_NAMES, ScoreWeights } from '../src/check/result-score';
import type { StageConfidences } from '../src/shared/stage-result';
import type { LabelledPair } from './labelled-report';

interface Row {
  pair: LabelledPair;
  outcome: string;
  stages: Partial<StageConfidences>;
  good: boolean;
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const deserves = (label: string) => label === 'good' || label === 'refused-wrongly';

/** Solves `matrix · x = vector` (Gaussian elimination with partial pivoting). */
function solve(matrix: number[][], vector: number[]): number[] {
  const size = vector.length;
  const rows = matrix.map((row, index) => [...row, vector[index]]);
  for (let column = 0; column < size; column++) {
    let pivot = column;
    for (let row = column + 1; row < size; row++)
      if (Math.abs(rows[row][column]) > Math.abs(rows[pivot][column])) pivot = row;
    [rows[column], rows[pivot]] = [rows[pivot], rows[column]];
    for (let row = 0; row < size; row++) {
      if (row === column || rows[column][column] === 0) continue;
      const factor = rows[row][column] / rows[column][column];
      for (let k = column; k <= size; k++) rows[row][k] -= factor * rows[column][k];
    }
  }
  return rows.map((row, index) => (row[index] === 0 ? 0 : row[size] / row[index]));
}

/** Logistic regression by Newton's method; the first column is the bias (not penalized). */
function logistic(x: number[][], y: number[], lambda: number): number[] {
  const size = x[0].length;
  let weights = new Array<number>(size).fill(0);
  for (let iteration = 0; iteration < 50; iteration++) {
    const hessian = Array.from({ length: size }, (_, row) =>
      Array.from({ length: size }, (__, column) => (row === column && row > 0 ? lambda : 0)),
    );
    const gradient = weights.map((weight, index) => (index > 0 ? -lambda * weight : 0));
    x.forEach((row, sample) => {
      const p = 1 / (1 + Math.exp(-row.reduce((sum, value, index) => sum + value * weights[index], 0)));
      for (let i = 0; i < size; i++) {
        gradient[i] += (y[sample] - p) * row[i];
        for (let j = 0; j < size; j++) hessian[i][j] += p * (1 - p) * row[i] * row[j];
      }
    });
    const step = solve(hessian, gradient);
    weights = weights.map((weight, index) => weight + step[index]);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return weights;
}

function fit(rows: Row[], lambda: number, names: string[], threshold = 0): ScoreWeights {
  const stats = names.map((name) => {
    const values = rows.map((row) => featureValue(row.stages, name)).filter((value) => value !== undefined);
    const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
    const spread = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / Math.max(1, values.length));
    return { name, mean, spread: spread || 1 };
  });
  const standard = (row: Row) => [
    1,
    ...stats.map(({ name, mean, spread }) => {
      const value = featureValue(row.stages, name);
      return value === undefined ? 0 : Math.max(-4, Math.min(4, (value - mean) / spread));
    }),
  ];
  const weights = logistic(
    rows.map(standard),
    rows.map((row) => (row.good ? 1 : 0)),
    lambda,
  );
  return {
    bias: weights[0],
    threshold,
    features: stats.map((stat, index) => ({ ...stat, weight: weights[index + 1] })),
  };
}

/** Each tune pair's score from a fit without it. */
function leaveOneOut(tune: Row[], lambda: number, names: string[]): number[] {
  return tune.map((row, index) =>
    resultScore(
      row.stages,
      fit(
        tune.filter((_, other) => other !== index),
        lambda,
        names,
      ),
    ),
  );
}

/** The chance that a good image scores above a bad one. */
function areaUnderCurve(rows: Row[], scores: number[]): number {
  let above = 0;
  let pairs = 0;
  rows.forEach((good, i) => {
    if (!good.good) return;
    rows.forEach((bad, j) => {
      if (bad.good) return;
      pairs++;
      above += scores[i] > scores[j] ? 1 : scores[i] === scores[j] ? 0.5 : 0;
    });
  });
  return pairs ? above / pairs : 0;
}

/**
 * Forward selection: the feature that raises the leave-one-out area under the curve most is added, up to `most`
 * features or until none raises it. Fewer features than pairs by far, so that the weights hold on pairs not seen.
 */
function selectFeatures(tune: Row[], lambda: number, most: number): string[] {
  const chosen: string[] = [];
  let best = 0.5;
  while (chosen.length < most) {
    let next: { name: string; area: number } | undefined;
    for (const name of SCORE_FEATURE_NAMES) {
      if (chosen.includes(name)) continue;
      const area = areaUnderCurve(tune, leaveOneOut(tune, lambda, [...chosen, name]));
      if (area > (next?.area ?? best + 0.005)) next = { name, area };
    }
    if (!next) break;
    chosen.push(next.name);
    best = next.area;
    console.log(`  + ${next.name.padEnd(30)} leave-one-out area under the curve ${best.toFixed(3)}`);
  }
  return chosen;
}

function matrix(title: string, rows: Array<{ good: boolean; shown: boolean }>): void {
  const count = (good: boolean, shown: boolean) =>
    rows.filter((row) => row.good === good && row.shown === shown).length;
  const good = count(true, true) + count(true, false);
  const bad = count(false, true) + count(false, false);
  console.log(`\n${title}: ${rows.length} pairs`);
  console.log(`                   label good   label bad`);
  console.log(
    `  image shown      ${String(count(true, true)).padStart(10)}   ${String(count(false, true)).padStart(9)}`,
  );
  console.log(
    `  refused          ${String(count(true, false)).padStart(10)}   ${String(count(false, false)).padStart(9)}`,
  );
  console.log(`  bad shown ${count(false, true)}/${bad}, good refused ${count(true, false)}/${good}`);
}

async function main(): Promise<void> {
  const set = JSON.parse(readFileSync(path.join(__dirname, 'labelled-set.json'), 'utf8')) as LabelledPair[];
  const byId = new Map(set.map((pair) => [pair.id, pair]));
  const stagesFile = path.resolve(option('stages') ?? path.join(__dirname, 'labelled-stages.jsonl'));
  const lambda = Number(option('lambda') ?? 3);
  const rows: Row[] = [];
  for (const line of readFileSync(stagesFile, 'utf8').split('\n').filter(Boolean)) {
    const { id, outcome, stages } = JSON.parse(line) as { id: string; outcome: string; stages: Row['stages'] };
    const pair = byId.get(id);
    if (!pair || pair.label === 'unlabelled') continue;
    rows.push({ pair, outcome, stages: stages ?? {}, good: deserves(pair.label) });
  }
  // The score sees the pairs that reach the check; the others are refused before it, whatever it says.
  const scored = (row: Row) => row.stages.check !== undefined;
  const tune = rows.filter((row) => row.pair.split === 'tune' && scored(row));
  const most = Number(option('select') ?? 8);
  // `--features a,b` fits the named features again without selecting them (after a measure changed, say).
  const named = option('features')?.split(',');
  const names =
    named ?? (most < SCORE_FEATURE_NAMES.length ? selectFeatures(tune, lambda, most) : [...SCORE_FEATURE_NAMES]);
  // Leave one out: each tune pair scored by a fit without it, for a threshold that holds on pairs the fit did not see.
  const leftOut = leaveOneOut(tune, lambda, names);
  console.log(`leave-one-out area under the curve on tune ${areaUnderCurve(tune, leftOut).toFixed(3)}`);
  const badScores = leftOut.filter((_, index) => !tune[index].good);
  console.log('the bad tune images scored highest (leave one out), which set the threshold:');
  tune
    .map((row, index) => ({ row, score: leftOut[index] }))
    .filter(({ row }) => !row.good)
    .sort((a, b) => b.score - a.score)
    .slice(0, 8)
    .forEach(({ row, score }) =>
      console.log(`  ${score.toFixed(3)} ${row.pair.id.slice(0, 60).padEnd(60)} ${row.pair.reason}`),
    );
  // Two rules: no bad image passes (`--rule no-bad`), or at most a share of the good ones is refused (the default,
  // `--rule good-refused --share 0.1`), both on the leave-one-out scores; `--threshold` sets it by hand.
  const goodScores = leftOut.filter((_, index) => tune[index].good).sort((a, b) => a - b);
  const share = Number(option('share') ?? 0.1);
  const byRule =
    option('rule') === 'no-bad'
      ? Math.min(0.99, Math.max(0, ...badScores) + 0.005)
      : goodScores[Math.floor(share * goodScores.length)];
  const threshold = Number(option('threshold') ?? byRule);
  const weights = fit(tune, lambda, names, threshold);

  const shown = (row: Row, score: number | undefined) =>
    row.outcome === 'image' || row.outcome === 'refused:result_check_failed' ? (score ?? 1) >= threshold : false;
  const before = (row: Row) => row.outcome === 'image';
  const split = (name: string) => rows.filter((row) => row.pair.split === name);
  console.log(
    `lambda ${lambda}, rule ${option('rule') ?? `good-refused ${share}`}, threshold ${threshold.toFixed(3)} (leave-one-out bad scores up to ${Math.max(...badScores).toFixed(3)})`,
  );
  for (const name of ['tune', 'held-out']) {
    matrix(
      `${name}, before (the stages' refusals only)`,
      split(name).map((row) => ({ good: row.good, shown: before(row) })),
    );
    matrix(
      `${name}, with the calibrated check`,
      split(name).map((row) => ({
        good: row.good,
        shown: shown(row, scored(row) ? resultScore(row.stages, weights) : 0),
      })),
    );
  }
  const leftOutRows = tune.map((row, index) => ({ good: row.good, shown: leftOut[index] >= threshold }));
  matrix('tune pairs that reach the check, each scored by a fit without it (leave one out)', leftOutRows);
  console.log('\nweights (per spread of the feature on tune):');
  for (const feature of [...weights.features].sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight)))
    console.log(
      `  ${feature.name.padEnd(30)} ${feature.weight.toFixed(3).padStart(8)}   mean ${feature.mean.toPrecision(3)} spread ${feature.spread.toPrecision(3)}`,
    );
  if (process.argv.includes('--dry-run')) return;
  const round = (value: number) => Number(value.toPrecision(6));
  const written: ScoreWeights = {
    bias: round(weights.bias),
    threshold: round(weights.threshold),
    features: weights.features.map((feature) => ({
      name: feature.name,
      mean: round(feature.mean),
      spread: round(feature.spread),
      weight: round(feature.weight),
    })),
  };
  const file = path.join(__dirname, '..', 'src', 'check', 'result-score-weights.ts');
  const header = readFileSync(file, 'utf8').split('export const')[0];
  const source = `${header}export const RESULT_SCORE_WEIGHTS: ScoreWeights = ${JSON.stringify(written)};\n`;
  writeFileSync(file, await format(source, { parser: 'typescript', printWidth: 120, singleQuote: true }));
  console.log(`\nwrote ${path.relative(process.cwd(), file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
