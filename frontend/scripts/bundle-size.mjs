/**
 * Reports gzipped bytes of JS and CSS that the first load of `/` downloads (the entry, its static
 * imports and the Home page chunk), and the extra bytes each lazily loaded route page adds.
 * Usage: npm run build -w frontend && node frontend/scripts/bundle-size.mjs [--json]
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const distDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(distDirectory, '.vite', 'manifest.json'), 'utf8'));
const gzippedSize = (file) => gzipSync(readFileSync(join(distDirectory, file)), { level: 9 }).length;

/** Every file a chunk needs before it runs: itself, its static imports (recursively) and their CSS. */
function filesOf(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) filesOf(imported, seen);
  return seen;
}

function sizes(keys) {
  const files = new Set();
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.css')) css += gzippedSize(file);
    else js += gzippedSize(file);
  }
  return { js, css };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryKeys = filesOf(entryKey);
const pageKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
const homeKey = pageKeys.find((key) => key.endsWith('HomePage.tsx'));
const firstLoadKeys = new Set([...entryKeys, ...filesOf(homeKey)]);
const firstLoad = sizes(firstLoadKeys);

const routes = pageKeys
  .map((key) => {
    const extra = [...filesOf(key)].filter((chunk) => !entryKeys.has(chunk));
    return {
      page: key
        .split('/')
        .pop()
        .replace(/\.tsx$/, ''),
      ...sizes(extra),
    };
  })
  .sort((first, second) => second.js - first.js);

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ firstLoad, routes }, null, 2));
} else {
  console.log(`First load of / (gzip): JS ${kilobytes(firstLoad.js)}, CSS ${kilobytes(firstLoad.css)}`);
  console.log('Extra per route page (gzip, beyond the entry):');
  for (const route of routes)
    console.log(`  ${route.page.padEnd(22)} JS ${kilobytes(route.js).padStart(9)}  CSS ${kilobytes(route.css)}`);
}
