// Percentiles and the plain-text tables the app bench prints.

/** Nearest-rank percentile, as the engine bench computes it. */
export function percentile(values, fraction) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(
      sorted.length - 1,
      Math.max(0, Math.ceil(sorted.length * fraction) - 1),
    )
  ];
}

/** p50, p95, p99 and max of a list of milliseconds, rounded to whole milliseconds. */
export function summarize(milliseconds) {
  const round = (value) => (value === null ? null : Math.round(value));
  return {
    count: milliseconds.length,
    p50: round(percentile(milliseconds, 0.5)),
    p95: round(percentile(milliseconds, 0.95)),
    p99: round(percentile(milliseconds, 0.99)),
    max: round(milliseconds.length ? Math.max(...milliseconds) : null),
  };
}

export const seconds = (milliseconds) =>
  milliseconds === null || milliseconds === undefined
    ? "-"
    : `${(milliseconds / 1000).toFixed(2)} s`;

/** Prints rows (arrays of cells) under a header, each column as wide as its widest cell. */
export function printTable(title, header, rows) {
  const widths = header.map((cell, column) =>
    Math.max(
      String(cell).length,
      ...rows.map((row) => String(row[column]).length),
    ),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column === 0
          ? String(cell).padEnd(widths[column])
          : String(cell).padStart(widths[column]),
      )
      .join("  ");
  console.log(`\n${title}`);
  console.log(`  ${line(header)}`);
  console.log(`  ${widths.map((width) => "-".repeat(width)).join("  ")}`);
  for (const row of rows) console.log(`  ${line(row)}`);
}
