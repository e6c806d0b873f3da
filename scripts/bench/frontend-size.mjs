#!/usr/bin/env node
// Bytes of JS and CSS a browser downloads on the first load of `/` (gzip), and of each lazy route chunk.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'frontend/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const gzipped = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const referenced = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);

// Static imports of the entry chunk load before first paint too.
const firstLoad = new Set(referenced);
const queue = referenced.filter((file) => file.endsWith('.js'));
while (queue.length) {
  const file = queue.pop();
  const source = readFileSync(path.join(dist, file), 'utf8');
  for (const match of source.matchAll(/(?:^|[;\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    const dependency = `assets/${match[1]}`;
    if (!firstLoad.has(dependency)) {
      firstLoad.add(dependency);
      queue.push(dependency);
    }
  }
}
const sum = (files, extension) => [...files].filter((file) => file.endsWith(extension)).reduce((total, file) => total + gzipped(file), 0);
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const chunks = readdirSync(path.join(dist, 'assets'))
  .filter((file) => file.endsWith('.js') && !firstLoad.has(`assets/${file}`))
  .map((file) => ({ file, gzipBytes: gzipped(`assets/${file}`) }))
  .sort((a, b) => b.gzipBytes - a.gzipBytes);
const result = { firstLoad: { jsGzipBytes: sum(firstLoad, '.js'), cssGzipBytes: sum(firstLoad, '.css'), files: [...firstLoad] }, lazyChunks: chunks };

console.log(`frontend first load of /: JS ${kilobytes(result.firstLoad.jsGzipBytes)} gzip (target ≤ 200 KB), CSS ${kilobytes(result.firstLoad.cssGzipBytes)} gzip`);
for (const chunk of chunks.slice(0, 12)) console.log(`  lazy ${chunk.file.padEnd(40)} ${kilobytes(chunk.gzipBytes)}`);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/frontend-size.json'), `${JSON.stringify(result, null, 2)}\n`);
