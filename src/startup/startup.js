/**
 * The start-up script, inline in index.html's head before the stylesheet, so that it runs before that
 * or the app's bundle has arrived (vite-plugins/html/prerender-shell.ts bundles it and writes it in;
 * the plain documents keep it). First it applies the reader's text size and web-view mode (markDocument).
 * Then, only when the address names a page, it:
 * - starts that page's chunk downloading before the app's bundle (not for an earlier version of a
 *   text, a comparison or a list, `?version=`, `?compare=`, `?to=` or `?list=`: the app shows those);
 * - at home, lets the stylesheet show the prerendered content (no other address ever shows it);
 * - elsewhere, shows the page from its chunk as soon as the chunk arrives, unless the app has
 *   rendered by then. The app then hydrates that markup (src/app/main.tsx).
 * Last it requests the app's bundle (loadApp): at once at home and wherever it shows no page, and
 * elsewhere once the page's chunk is here (or failed, or after 2 s), because on a slow network the
 * two downloads would share it and the reader would wait for the text behind ~90 kB of the app.
 * What changes with the content (titles, chunk names) is in the JSON block `startup-pages` before it,
 * so its text, and the hash the Content-Security-Policy allows it by, stay the same from build to build.
 * ES2017 plus the one `import()` that every engine with ES modules in the support matrix has.
 */
import { pagePath } from './address-rule.ts';
import { beijingToday, entryOn } from '../texts/on-date.ts';
import { datedMark } from './dated-mark.ts';
import { applyTextSize, savedTextSize } from './text-size.ts';

/**
 * @typedef {{ chunks: Array<[string, string]>, title: string }} StartupPage
 * @typedef {{ app: string, home: string, pages: Record<string, StartupPage | undefined> }} StartupPages
 * @typedef {{ body: string, dated?: Array<{ from: string, parts: string[] }>, version?: { effective: string } }} PageChunk
 */

markDocument();
start();

/**
 * Before the first paint, in the app and in the plain documents alike: the reader's text size, and
 * web-view mode (`?embed=1` before the `#`, for apps that show their own title bar), in which the
 * stylesheet hides the site header. The hash router never changes that query; links that leave the
 * document (to a plain document) carry it along.
 */
function markDocument() {
  applyTextSize(savedTextSize());
  if (!/[?&]embed=1(&|$)/.test(location.search)) return;
  document.documentElement.dataset.embed = '';
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (link && link.origin === location.origin && !link.search) link.search = 'embed=1';
  });
}

function start() {
  // A plain document has the script, for markDocument, but no page data and no app.
  const block = document.getElementById('startup-pages');
  if (!block) return;
  const data = /** @type {StartupPages} */ (JSON.parse(/** @type {string} */ (block.textContent)));
  let requested = false;
  const loadApp = () => {
    if (requested) return;
    requested = true;
    // Inserted by a script, a module runs as soon as it is here, and the app needs the whole document.
    const insert = () => {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = data.app;
      document.head.appendChild(script);
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', insert);
    else insert();
  };
  /** @type {Promise<unknown> | undefined} */
  let text;
  try {
    text = showPage(data);
  } finally {
    if (text) {
      text.then(loadApp, loadApp);
      setTimeout(loadApp, 2000);
    } else {
      loadApp();
    }
  }
}

/**
 * Shows the page the address names, from its chunk; the chunk's download when the app should wait for it.
 * @param {StartupPages} data
 * @returns {Promise<unknown> | undefined}
 */
function showPage(data) {
  const hash = location.hash.slice(1);
  const query = hash.indexOf('?');
  const path = pagePath(query < 0 ? hash : hash.slice(0, query), data.home);
  if (path === null) return;
  const page = data.pages[path];
  const params = new URLSearchParams(query < 0 ? '' : hash.slice(query + 1));
  // An earlier version, a comparison or a list is another chunk, which the app loads.
  if (!page || ['version', 'compare', 'to', 'list'].some((name) => params.has(name))) return;
  const atHome = path === data.home;
  // Names the page the HTML shows: the stylesheet shows home's by it, the app hydrates by it.
  if (atHome) document.documentElement.dataset.startupPage = path;
  document.title = page.title;
  // A legal text's version in force on the reader's date in Beijing, and its dated words, as the app picks them.
  const today = beijingToday();
  /** @param {PageChunk} content */
  const show = (content) => {
    const home = document.getElementById('prerendered-home');
    if (!home) return;
    /** @type {Element} */ (document.querySelector('nav a[href="#' + path + '"]')).setAttribute('aria-current', 'page');
    if (atHome) return;
    const dated = entryOn(content.dated || [], (entry) => entry.from, today);
    let body = content.body.split(datedMark).map((piece, index) => (index && dated ? dated.parts[index - 1] : '') + piece).join('');
    if (content.version) body = body.split('?version=' + content.version.effective + '&amp;').join('?');
    /** @type {HTMLElement} */ (home.parentElement).innerHTML = '<article class="page">' + body + '</article>';
    document.documentElement.dataset.startupPage = path;
    const section = params.get('section');
    const heading = section && document.getElementById(section);
    if (heading) heading.scrollIntoView();
  };
  // A failed download is the app's to report; here it only means that nothing is shown early.
  const chunk = import(/** @type {[string, string]} */ (entryOn(page.chunks, (entry) => entry[0], today))[1]);
  chunk.then(
    /** @param {{ default: PageChunk }} module */
    (module) => {
      // The parser may not have reached the layout yet when the chunk is here: then wait for it.
      if (document.getElementById('prerendered-home') || document.readyState !== 'loading') show(module.default);
      else document.addEventListener('DOMContentLoaded', () => show(module.default));
    },
    () => undefined,
  );
  // Home's content is in the HTML already, and its chunk is small: the app need not wait for it.
  return atHome ? undefined : chunk;
}
