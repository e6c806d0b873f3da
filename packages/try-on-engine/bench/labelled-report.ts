/** The labelled set's pairs and the report the labelled bench prints: the check's confusion matrix and the classes. */

export type Label = 'good' | 'bad' | 'refused-correctly' | 'refused-wrongly' | 'unlabelled';

export interface LabelledPair {
  id: string;
  /** Paths inside the fixtures folder, and the recipes (labelled-recipes.ts) applied to each photo. */
  person: string;
  personRecipe: string[];
  garment: string;
  garmentRecipe: string[];
  category: 'auto' | 'top' | 'bottom' | 'dress';
  split: 'tune' | 'held-out';
  /** The class of the issue the pair exercises, 1 to 7, or null. */
  class: number | null;
  label: Label;
  reason: string;
  /** What the engine gave when the pair was labelled: `image` or `refused:<code>`, and the hash of its pixels. */
  outcome?: string;
  resultHash?: string;
  previousLabel?: Label;
  /** The hash of the image the calibrated check refused (its label stays in `previousLabel`). */
  imageHash?: string;
}

export interface RunOutcome {
  outcome: string;
  hash: string;
  milliseconds: number;
  category?: string;
  /** Refused by the calibrated score (result-score.ts), after the image was composed: its pixels are those labelled. */
  scoreRefused?: boolean;
}

const SCORE_REFUSED = 'refused by the calibrated check; the image: ';

/**
 * Writes a run's outcome into the set. An image that changed loses its label until someone looks again. An image
 * the calibrated check now refuses keeps its look: the score reads the composed image, so the pixels are those that
 * were labelled; a good one is refused wrongly, a bad one correctly, and the label comes back if the image is shown.
 */
export function recordOutcome(pair: LabelledPair, outcome: RunOutcome): void {
  const looked = pair.label === 'good' || pair.label === 'bad';
  if (outcome.scoreRefused && pair.outcome === 'image' && looked && pair.resultHash) {
    pair.previousLabel = pair.label;
    pair.imageHash = pair.resultHash;
    pair.label = pair.label === 'good' ? 'refused-wrongly' : 'refused-correctly';
    pair.reason = `${SCORE_REFUSED}${pair.reason}`;
  } else if (pair.imageHash && outcome.hash === pair.imageHash && pair.previousLabel) {
    pair.label = pair.previousLabel;
    pair.reason = pair.reason.replace(SCORE_REFUSED, '');
    delete pair.imageHash;
  } else if (pair.resultHash && pair.resultHash !== outcome.hash && pair.label !== 'unlabelled') {
    pair.previousLabel = pair.label;
    pair.label = 'unlabelled';
  }
  pair.outcome = outcome.outcome;
  pair.resultHash = outcome.hash;
}

export const CLASS_NAMES: Record<number, string> = {
  1: 'dresses placed as tops',
  2: 'white on white',
  3: 'fitted tops, broad men',
  4: 'jacket worn',
  5: 'revealed bellies',
  6: 'old garment left',
  7: 'sleeves',
};

/** The label that holds for this run: a changed image (or outcome) has no label until someone looks at it again. */
function currentLabel(pair: LabelledPair, outcome: RunOutcome): Label {
  if (pair.resultHash && pair.resultHash !== outcome.hash) return 'unlabelled';
  return pair.label;
}

/** Whether the pair deserves an image: a good image, or a refusal that was wrong. */
const deserves = (label: Label) => label === 'good' || label === 'refused-wrongly';

function matrix(title: string, pairs: LabelledPair[], outcomes: Map<string, RunOutcome>): void {
  const cells = { shownGood: 0, shownBad: 0, refusedGood: 0, refusedBad: 0, unlabelled: 0 };
  for (const pair of pairs) {
    const outcome = outcomes.get(pair.id)!;
    const label = currentLabel(pair, outcome);
    if (label === 'unlabelled') {
      cells.unlabelled++;
      continue;
    }
    const shown = outcome.outcome === 'image';
    if (shown && deserves(label)) cells.shownGood++;
    else if (shown) cells.shownBad++;
    else if (deserves(label)) cells.refusedGood++;
    else cells.refusedBad++;
  }
  const good = cells.shownGood + cells.refusedGood;
  const bad = cells.shownBad + cells.refusedBad;
  const percent = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)}%` : '-');
  console.log(`\n${title}: ${pairs.length} pairs (${cells.unlabelled} not labelled for this image)`);
  console.log(`                   label good   label bad`);
  console.log(`  image shown      ${String(cells.shownGood).padStart(10)}   ${String(cells.shownBad).padStart(9)}`);
  console.log(`  refused          ${String(cells.refusedGood).padStart(10)}   ${String(cells.refusedBad).padStart(9)}`);
  console.log(
    `  bad shown ${cells.shownBad}/${bad} (${percent(cells.shownBad, bad)}), good refused ${cells.refusedGood}/${good} (${percent(cells.refusedGood, good)}), good images ${cells.shownGood}/${pairs.length} (${percent(cells.shownGood, pairs.length)})`,
  );
}

export function printReport(pairs: LabelledPair[], outcomes: Map<string, RunOutcome>): void {
  matrix(
    'tune',
    pairs.filter((pair) => pair.split === 'tune'),
    outcomes,
  );
  matrix(
    'held-out',
    pairs.filter((pair) => pair.split === 'held-out'),
    outcomes,
  );
  matrix('whole set', pairs, outcomes);
  console.log('\nper class              pairs  good image  bad image  refused (wrongly)  not labelled');
  const classes = [...new Set(pairs.map((pair) => pair.class))].sort((a, b) => (a ?? 0) - (b ?? 0));
  for (const number of classes) {
    const inClass = pairs.filter((pair) => pair.class === number);
    const labels = inClass.map((pair) => currentLabel(pair, outcomes.get(pair.id)!));
    const shown = inClass.map((pair) => outcomes.get(pair.id)!.outcome === 'image');
    const count = (test: (label: Label, index: number) => boolean) => labels.filter(test).length;
    const name = number ? `${number} ${CLASS_NAMES[number]}` : '- no class';
    console.log(
      `  ${name.padEnd(24)} ${String(inClass.length).padStart(3)}  ${String(count((label, index) => shown[index] && label === 'good')).padStart(10)}  ${String(count((label, index) => shown[index] && label === 'bad')).padStart(9)}  ${String(count((label, index) => !shown[index] && label !== 'unlabelled')).padStart(7)} (${count((label, index) => !shown[index] && label === 'refused-wrongly')})  ${String(count((label) => label === 'unlabelled')).padStart(12)}`,
    );
  }
}
