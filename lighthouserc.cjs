// Lighthouse CI (`npm run lighthouse` = `vite build && lhci autorun`): the production build served by
// `npm run preview` on PREVIEW_PORT, four pages (home, the privacy policy, its newest version named in the
// address, which is the longest text with all its notes, and the agreement opened cold), three runs
// each, Lighthouse's default mobile config with simulated throttling. Every report is written to
// lighthouse-reports/ (CI keeps it), also when an assertion fails.
// A CommonJS config that lint forbids `require` in: the file system from Node itself.
const { readFileSync } = process.getBuiltinModule('node:fs');

const port = process.env.PREVIEW_PORT ?? '4173';
/** The newest version of the privacy policy: the `effective` date in its front matter. */
const newestPrivacy = /^effective: (\S+)$/m.exec(readFileSync(`${__dirname}/content/privacy.md`, 'utf8'))?.[1];
if (!newestPrivacy) throw new Error('content/privacy.md has no effective date');
// Lighthouse CI groups runs by the document's URL, which has no fragment: a query names the page.
/** @param {string} page @param {string} [query] */
const url = (page, query = '') => `http://127.0.0.1:${port}/?page=${page}${query ? '-newest' : ''}#/${page}${query}`;

const chromeFlags = [
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Chromium refuses to run as root with its sandbox on.
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

/**
 * Every run must reach it, not just the best of three.
 * @param {number} minScore
 */
const everyRun = (minScore) => ['error', { minScore, aggregationMethod: 'pessimistic' }];

module.exports = {
  ci: {
    collect: {
      startServerCommand: `npm run preview -- --port ${port} --strictPort`,
      startServerReadyPattern: 'Local',
      url: [url('index'), url('privacy'), url('privacy', `?version=${newestPrivacy}`), url('agreement')],
      numberOfRuns: 3,
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      settings: { chromeFlags: chromeFlags.join(' ') },
    },
    // Two sets for the same pages: the gate, and a warning that prints every run's performance
    // score whenever it is under 1.
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: '.*',
          assertions: {
            'categories:accessibility': everyRun(1),
            'categories:best-practices': everyRun(1),
            'categories:seo': everyRun(1),
            // Quiet machine: 0.98–0.99 with Lighthouse 13.5 (the removed scripts/lighthouse.mjs); Lighthouse
            // CI runs the 12.6.1 it bundles (docs/checks.md). The simulation's CPU share moves it a lot on
            // a busy machine.
            'categories:performance': ['error', { minScore: 0.8, aggregationMethod: 'median' }],
          },
        },
        {
          matchingUrlPattern: '.*',
          assertions: { 'categories:performance': ['warn', { minScore: 1, aggregationMethod: 'pessimistic' }] },
        },
      ],
    },
    upload: { target: 'filesystem', outputDir: 'lighthouse-reports', reportFilenamePattern: '%%HASH%%-%%DATETIME%%.report.%%EXTENSION%%' },
  },
};
