// Writes deploy/security-headers.conf, the add_header lines of deploy/security-headers.json that every
// location of deploy/nginx.conf includes: `node scripts/security-headers-conf.mjs` after editing the
// JSON. With `--check` it only fails when the file is not what it would write (test/security-headers.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import headers from '../deploy/security-headers.json' with { type: 'json' };

const conf = new URL('../deploy/security-headers.conf', import.meta.url);

const lines = Object.entries(headers).map(([name, value]) => {
  if (/["\\\n]/.test(value)) throw new Error(`security-headers.json: the value of ${name} has a character nginx would need escaped`);
  // `always`: on error responses too.
  return `add_header ${name} "${value}" always;`;
});
const text = `# Generated from deploy/security-headers.json: edit that, then run\n# node scripts/security-headers-conf.mjs\n${lines.join('\n')}\n`;

if (process.argv.includes('--check')) {
  if (readFileSync(conf, 'utf8') !== text) {
    console.error('deploy/security-headers.conf is not what deploy/security-headers.json makes: run node scripts/security-headers-conf.mjs');
    process.exit(1);
  }
} else {
  writeFileSync(conf, text);
}
