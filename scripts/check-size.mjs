// Size budget: the JS and CSS a cold visit of the home page downloads, gzip level 6 as the benchmark's
// server sends it. Fails when it grows past the budget, so a regression shows without a browser run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetKb = 90;
const dist = join(import.meta.dirname, '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

// index.html's scripts and stylesheets, plus home's chunk, which its start-up script fetches; not what
// only a browser without scripts or without ES modules fetches (<noscript>, nomodule).
const runsTheApp = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').replace(/<script nomodule[^>]*><\/script>/g, '');
const referenced = [...runsTheApp.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
const homeChunk = /"\/index":\{[^}]*"chunk":"\/([^"]+)"/.exec(html)?.[1];
const files = [...referenced, homeChunk].filter(Boolean);

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 6 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  initial JS + CSS, gzip (budget ${budgetKb} KB)`);
if (!homeChunk || files.length < 3) {
  console.error('could not find the entry, the stylesheet and the home chunk');
  process.exit(1);
}
if (total > budgetKb * 1024) {
  console.error(`over budget by ${((total - budgetKb * 1024) / 1024).toFixed(2)} KB`);
  process.exit(1);
}
