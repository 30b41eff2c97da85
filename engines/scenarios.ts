import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notFoundTitle, routeById, routes, type RouteId } from '../src/config/routes';
import { waitFor, type Engine, type EngineDriver } from './driver';

// The expressions below run in every engine, Chromium 64 included: ES2017, no `?.` or `??`.
const h1Text = `(document.querySelector('#content h1') || {}).textContent`;
const scrollTop = `document.getElementById('content').scrollTop`;
const scrollContentTo = (top: number) => `(document.getElementById('content').scrollTop = ${top})`;
const focusedId = `document.activeElement && document.activeElement.id`;
const h1Focused = `document.activeElement === document.querySelector('#content h1')`;
const headingOffset = (id: string) =>
  `(function () {
    var heading = document.getElementById(${JSON.stringify(id)});
    var area = document.getElementById('content');
    return heading ? Math.round(heading.getBoundingClientRect().top - area.getBoundingClientRect().top) : null;
  })()`;
/** The start of the text at the top of the content area, once the frames in flight have rendered. */
const textAtTop = `new Promise(function (done) { requestAnimationFrame(function () { requestAnimationFrame(done); }); })
  .then(function () {
    var box = document.getElementById('content').getBoundingClientRect();
    var element = document.elementFromPoint(box.left + box.width / 2, box.top + 4);
    return element ? element.textContent.trim().slice(0, 40) : '';
  })`;
const navLink = (id: RouteId) => `nav[aria-label="主导航"] a[href="#${routeById(id).path}"]`;

/** The heading of 首页; every other page's heading is its title. */
const homeHeading = '欢迎来到微光栖地';
const pageTitle = (id: RouteId) => (id === 'index' ? homeHeading : routeById(id).title);

/**
 * A section far down the privacy policy, as this engine shows it (the version in force on today's
 * date: these drivers run on the real clock), whose heading is thousands of pixels below the top.
 */
async function deepSection(driver: EngineDriver): Promise<string> {
  await driver.open('/#/privacy');
  await expectRoute(driver, 'privacy');
  const links = await driver.evaluate<string[]>(
    `Array.prototype.map.call(document.querySelectorAll('.toc a'), function (link) { return link.getAttribute('href'); })`,
  );
  const section = /section=([a-z0-9-]+)$/.exec(links[links.length - 3] ?? '')?.[1];
  if (!section) throw new Error(`no section far down the privacy policy's table of contents: ${links.join(' ')}`);
  // The reader tools' chunk is requested after the text's first frames: a document left while it is on its
  // way has Gecko report the aborted import as an uncaught error of the next open().
  await waitFor(driver, `document.querySelector('.reader-tool') !== null`);
  return section;
}

/**
 * The text at the top once it stays the same from one read to the next: sections scrolled into view
 * are laid out in the frames after a scroll (content-visibility), and may move what is at the top.
 */
async function settledTextAtTop(driver: EngineDriver): Promise<string> {
  let previous = await driver.evaluate<string>(textAtTop);
  for (let read = 0; read < 20; read += 1) {
    const current = await driver.evaluate<string>(textAtTop);
    if (current === previous) return current;
    previous = current;
  }
  throw new Error(`the text at the top kept changing (last: ${previous})`);
}

/** The heading sits at the top of the content area (within its scroll margin) and has focus. */
async function expectHeadingAtTop(driver: EngineDriver, id: string) {
  await waitFor(driver, `${focusedId} === ${JSON.stringify(id)}`);
  await waitFor(driver, `(function (offset) { return offset !== null && offset >= 0 && offset < 40; })(${headingOffset(id)})`).catch(
    async (error: unknown) => {
      const [offset, top] = await Promise.all([driver.evaluate<number>(headingOffset(id)), driver.evaluate<number>(scrollTop)]);
      throw new Error(`#${id} is ${offset} px below the content area's top (scrollTop ${top})`, { cause: error });
    },
  );
}

async function expectRoute(driver: EngineDriver, id: RouteId) {
  const { path, title } = routeById(id);
  await waitFor(driver, `${h1Text} === ${JSON.stringify(pageTitle(id))}`);
  await waitFor(driver, `document.title.indexOf(${JSON.stringify(`${title} - `)}) === 0`);
  await waitFor(driver, `location.hash.split('?')[0] === ${JSON.stringify(`#${path}`)}`);
  await waitFor(driver, `document.querySelector('${navLink(id)}').getAttribute('aria-current') === 'page'`);
}

/** The reader scenarios, the same on every engine that runs JavaScript. */
function readerScenarios(driver: () => EngineDriver) {
  it('opens a deep link cold', async () => {
    await driver().open('/#/privacy');
    await expectRoute(driver(), 'privacy');
  });

  it('follows a navigation link and focuses the new heading', async () => {
    await driver().open('/#/index');
    await expectRoute(driver(), 'index');
    await driver().click(navLink('introduce'));
    await expectRoute(driver(), 'introduce');
    await waitFor(driver(), h1Focused);
  });

  it('goes back and forward', async () => {
    await driver().open('/#/index');
    await expectRoute(driver(), 'index');
    await driver().click(navLink('parent'));
    await expectRoute(driver(), 'parent');
    await driver().back();
    await expectRoute(driver(), 'index');
    await driver().forward();
    await expectRoute(driver(), 'parent');
  });

  it('puts a table-of-contents section at the top of the content area, focused', async () => {
    const section = await deepSection(driver());
    await driver().click(`.toc a[href="#/privacy?section=${section}"]`);
    await waitFor(driver(), `location.hash === ${JSON.stringify(`#/privacy?section=${section}`)}`);
    await expectHeadingAtTop(driver(), section);
  });

  it('opens a section link cold with its heading at the top, focused', async () => {
    const section = await deepSection(driver());
    await driver().open(`/#/privacy?section=${section}`);
    await expectRoute(driver(), 'privacy');
    await expectHeadingAtTop(driver(), section);
  });

  it('keeps the line being read in place while scrolling up from a section link, through parts not shown before', async () => {
    const section = await deepSection(driver());
    await driver().open(`/#/privacy?section=${section}`);
    await expectRoute(driver(), 'privacy');
    await expectHeadingAtTop(driver(), section);
    // What the reader tools add above the text when they come is another matter (WebKit has no scroll anchoring for it either).
    await waitFor(driver(), `document.querySelector('.toc form[role="search"] input') !== null && document.querySelector('.share-toggle') !== null`);
    const steps: number[] = [];
    for (let step = 0; step < 8 && (await driver().evaluate<number>(scrollTop)) > 300; step += 1) {
      // The text at the top before a scroll up by 300 px should then be 300 px lower, once the parts
      // that came into view have been laid out (the frames after the scroll). Not a part itself: one
      // not laid out yet shows nothing, and grows upwards when it is.
      steps.push(
        await driver().evaluate<number>(`(function () {
          var area = document.getElementById('content');
          var box = area.getBoundingClientRect();
          var element = null;
          for (var y = 4; !element || element.matches('.prose > section'); y += 8) {
            element = document.elementFromPoint(box.left + box.width / 2, box.top + y);
          }
          var top = element.getBoundingClientRect().top;
          area.scrollTop -= 300;
          var frame = function () { return new Promise(function (done) { requestAnimationFrame(done); }); };
          return frame().then(frame).then(frame).then(function () {
            return Math.round(element.getBoundingClientRect().top - top - 300);
          });
        })()`),
      );
    }
    expect(steps.length).toBeGreaterThan(4);
    expect(steps.map((drift) => (Math.abs(drift) <= 1 ? 0 : drift))).toEqual(steps.map(() => 0));
  });

  it('restores the reading position on back', async () => {
    await driver().open('/#/agreement');
    await expectRoute(driver(), 'agreement');
    await driver().evaluate(scrollContentTo(3000));
    const before = await settledTextAtTop(driver());
    await driver().click(navLink('privacy'));
    await expectRoute(driver(), 'privacy');
    await waitFor(driver(), `${scrollTop} === 0`);
    await driver().back();
    await expectRoute(driver(), 'agreement');
    await waitFor(driver(), `${textAtTop}.then(function (text) { return text === ${JSON.stringify(before)}; })`);
  });

  it('opens a typed address at the top, also after back returned to the first entry', async () => {
    await driver().open('/#/privacy');
    await expectRoute(driver(), 'privacy');
    await driver().evaluate(scrollContentTo(1500));
    await driver().click(navLink('agreement'));
    await expectRoute(driver(), 'agreement');
    await driver().back();
    await expectRoute(driver(), 'privacy');
    await waitFor(driver(), `${scrollTop} > 0`);
    await driver().evaluate(`(location.hash = '#/parent')`);
    await expectRoute(driver(), 'parent');
    // Focus moves to the heading after the place is settled: from then on the place is final.
    await waitFor(driver(), h1Focused);
    expect(await driver().evaluate<number>(scrollTop)).toBe(0);
  });

  it('shows not-found for an unknown address, and keeps the address', async () => {
    await driver().open('/#/nope');
    await waitFor(driver(), `${h1Text} === ${JSON.stringify(notFoundTitle)}`);
    await waitFor(driver(), `document.title.indexOf(${JSON.stringify(`${notFoundTitle} - `)}) === 0`);
    expect(await driver().evaluate<string>('location.hash')).toBe('#/nope');
  });

  it('corrects #/PRIVACY to #/privacy in place', async () => {
    await driver().open('/#/PRIVACY');
    await expectRoute(driver(), 'privacy');
    expect(await driver().evaluate<string>('location.hash')).toBe('#/privacy');
  });

  it('shows a key term’s definition in place, closes it with Escape, and jumps to the definition', async () => {
    await driver().open('/#/privacy');
    await expectRoute(driver(), 'privacy');
    // The reader tools have made the terms open their definitions.
    await waitFor(driver(), `document.querySelector('a.key-term[aria-haspopup="dialog"]') !== null`);
    const id = await driver().evaluate<string>(`document.querySelector('a.key-term').getAttribute('href').split('section=')[1]`);
    const definition = await driver().evaluate<string>(
      `document.getElementById(${JSON.stringify(id)}).parentNode.nextSibling.textContent.slice(1, 12)`,
    );
    await driver().click('a.key-term');
    const popover = `document.getElementById('key-term-popover')`;
    await waitFor(driver(), `${popover} !== null && ${popover}.textContent.indexOf(${JSON.stringify(definition)}) > 0`);
    await waitFor(driver(), `${focusedId} === 'key-term-popover'`);
    await driver().evaluate(`${popover}.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))`);
    await waitFor(driver(), `${popover} === null && document.activeElement === document.querySelector('a.key-term')`);
    await driver().click('a.key-term');
    await driver().click('#key-term-popover a');
    await waitFor(driver(), `location.hash === ${JSON.stringify(`#/privacy?section=${id}`)}`);
    await expectHeadingAtTop(driver(), id);
  });

  it('search: finds words in the text, counts them, and a result lands on its match, marked', async () => {
    await driver().open('/#/privacy');
    await expectRoute(driver(), 'privacy');
    await waitFor(driver(), `document.querySelector('.toc form[role="search"] input') !== null`);
    // Typed as React hears it: the value through the input's own setter, then an input event. 加密 is
    // in every version that can be in force (the engines run on today's date) more than 3 times and
    // fewer than the 50 the panel lists.
    await driver().evaluate(`(function () {
      var input = document.querySelector('.toc form[role="search"] input');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, '加密');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    })()`);
    await driver().click('.toc form[role="search"] button[type="submit"]');
    const count = await driver().evaluate<number>(
      `document.querySelector('.prose').textContent.replace(/\\s+/g, '').split('加密').length - 1`,
    );
    expect(count).toBeGreaterThan(3);
    await waitFor(driver(), `document.querySelector('.search-status').textContent === ${JSON.stringify(`找到 ${String(count)} 处`)}`);
    // The last match is far down, in a part the engine has not laid out.
    await driver().click('.toc .search-results li:last-child a');
    await waitFor(driver(), `/^#\\/privacy\\?section=[\\w-]+$/.test(location.hash)`);
    await waitFor(driver(), `(function () {
      var mark = document.querySelector('mark.search-hit');
      var area = document.getElementById('content').getBoundingClientRect();
      if (!mark || mark.textContent !== '加密') return false;
      var box = mark.getBoundingClientRect();
      return box.top >= area.top && box.bottom <= area.bottom;
    })()`);
  });

  it('目录: the contents open from deep in the text, mark the part being read, and an entry goes to its part', async () => {
    const section = await deepSection(driver());
    await driver().open(`/#/privacy?section=${section}`);
    await expectRoute(driver(), 'privacy');
    await expectHeadingAtTop(driver(), section);
    // The part being read is marked in the contents beside the text (an IntersectionObserver, or scroll events).
    await waitFor(driver(), `document.querySelector('.toc a[aria-current="location"]').getAttribute('href') === ${JSON.stringify(`#/privacy?section=${section}`)}`);
    // The engines' window is wide, where 目录 is not shown: its button is pressed by script.
    await waitFor(driver(), `document.querySelector('.contents-opener') !== null`);
    await driver().evaluate(`document.querySelector('.contents-opener').click()`);
    await waitFor(driver(), `document.activeElement === document.querySelector('[role="dialog"] a[aria-current="location"]')`);
    const other = await driver().evaluate<string>(`document.querySelector('[role="dialog"] .contents-sheet-list a').getAttribute('href')`);
    await driver().click('[role="dialog"] .contents-sheet-list a');
    await waitFor(driver(), `location.hash === ${JSON.stringify(other)}`);
    await waitFor(driver(), `document.querySelector('[role="dialog"]') === null && !document.getElementById('app').hasAttribute('aria-hidden')`);
    await expectHeadingAtTop(driver(), /section=([\w-]+)$/.exec(other)?.[1] ?? '');
  });

  it('reader tools: the text size saved on the device applies before the app starts, and A+ changes it', async () => {
    await driver().open('/#/index');
    await expectRoute(driver(), 'index');
    await driver().evaluate(`localStorage.setItem('text-size', '150')`);
    // Home loads no reader tools: only the start-up script sets the size there.
    await driver().open('/#/index');
    await expectRoute(driver(), 'index');
    expect(await driver().evaluate<string>('document.documentElement.style.fontSize')).toBe('150%');
    await driver().click(navLink('privacy'));
    await expectRoute(driver(), 'privacy');
    await waitFor(driver(), `document.querySelector('.text-size button:last-child') !== null`);
    await driver().click('.text-size button:last-child');
    await waitFor(driver(), `document.documentElement.style.fontSize === '175%'`);
    await waitFor(driver(), `document.querySelector('.reader-status').textContent === '文字大小 175%'`);
    await driver().evaluate(`localStorage.removeItem('text-size')`);
  });

  it('reader tools: web-view mode (?embed=1) hides the site header, and following links keeps it', async () => {
    const headerHidden = `getComputedStyle(document.querySelector('.site-header')).display === 'none'`;
    await driver().open('/?embed=1#/agreement');
    await expectRoute(driver(), 'agreement');
    await waitFor(driver(), headerHidden);
    await driver().click(navLink('privacy'));
    await expectRoute(driver(), 'privacy');
    expect(await driver().evaluate<string>('location.search')).toBe('?embed=1');
    await waitFor(driver(), headerHidden);
  });

  it('reader tools: 分享 offers 复制链接 beside a heading, and announces what happened', async () => {
    // A section on screen: one below the fold is not laid out yet (content-visibility), so not clickable.
    await driver().open('/#/agreement?section=virtual-items');
    await expectRoute(driver(), 'agreement');
    const toggle = '.share-toggle[aria-label^="分享 五、"]';
    await waitFor(driver(), `document.querySelector('${toggle}') !== null`);
    await driver().click(toggle);
    await waitFor(driver(), `document.querySelector('${toggle}').getAttribute('aria-expanded') === 'true'`);
    await driver().click(`${toggle} + .share-panel button`);
    // Copied (by the Clipboard API or the copy command), or shown to copy by hand where the engine allows neither.
    await waitFor(driver(), `/^(已复制 .+ 的链接|没有复制成功，请手动复制下面选中的文字)$/.test(document.querySelector('.reader-status').textContent)`);
  });

  it('compares the version a reader agreed to with a later one across a skipped version, the notes adverse first', async () => {
    await driver().open('/#/privacy?compare=2026-11-01&to=2026-12-08');
    await waitFor(driver(), `document.title.indexOf('隐私政策（2026 年 12 月 8 日版与 2026 年 11 月 1 日版对比）') === 0`);
    await waitFor(driver(), `${h1Text} === '隐私政策'`);
    // A sentence the skipped 2026-11-27 version added, and one 2026-12-08 added, marked in the one text.
    const inserted = (words: string) =>
      `Array.prototype.some.call(document.querySelectorAll('.prose ins'), function (mark) { return mark.textContent.indexOf(${JSON.stringify(words)}) >= 0; })`;
    await waitFor(driver(), inserted('并不是用户协议的组成部分'));
    await waitFor(driver(), inserted('以下是最常被问到的几点'));
    expect(
      await driver().evaluate<boolean>(`(function (html) {
        return html.indexOf('>对您不利的变化</h3>') >= 0 && html.indexOf('>对您不利的变化</h3>') < html.indexOf('>其他变化</h3>');
      })(document.querySelector('.text-history').innerHTML)`),
    ).toBe(true);
    // A part's count of changes in the contents leads to its first change, in the same comparison.
    const count = `document.querySelector('.toc .toc-changes')`;
    const href = await driver().evaluate<string>(`${count}.getAttribute('href')`);
    expect(href).toMatch(/^#\/privacy\?compare=2026-11-01&to=2026-12-08&section=change-\d+$/);
    await driver().click('.toc .toc-changes');
    await waitFor(driver(), `location.hash === ${JSON.stringify(href)}`);
    await waitFor(driver(), `${focusedId} === ${JSON.stringify(href.split('section=')[1])}`);
  });

  it('visits every page without an uncaught error', async () => {
    await driver().open('/#/index');
    for (const route of routes) {
      await driver().click(navLink(route.id));
      await expectRoute(driver(), route.id);
    }
    expect(await driver().errors()).toEqual([]);
  });
}

/** Without JavaScript: what a reader still gets. */
function noScriptScenarios(driver: () => EngineDriver) {
  // The build's plain HTML documents, offered by index.html's <noscript> links.
  for (const route of routes) {
    it(`shows the text of ${route.title}`, async () => {
      await driver().open(`/#${route.path}`);
      const title = pageTitle(route.id);
      // The home page's <noscript> offers every text; follow it to the page the address names.
      await driver().click(`noscript ~ * a[href$="${route.path.slice(1)}.html"], a[href$="${route.path.slice(1)}.html"]`);
      await waitFor(driver(), `Array.prototype.some.call(document.querySelectorAll('h1'), function (h) {
        return h.textContent === ${JSON.stringify(title)} && h.getClientRects().length > 0;
      })`);
    });
  }
}

/** One `describe` per engine over the same scenarios; an engine missing here is skipped, with the reason. */
export function describeEngine(engine: Engine, baseUrl: string) {
  const unavailable = engine.unavailable();
  const name = unavailable === null ? engine.name : `${engine.name} (skipped: ${unavailable})`;
  describe.skipIf(unavailable !== null)(name, () => {
    let current: EngineDriver | undefined;
    const driver = () => {
      if (!current) throw new Error(`${engine.name} did not start`);
      return current;
    };

    // An engine that cannot start the app (a syntax error in the bundle, say) fails every scenario
    // at once with that error, instead of each one waiting for a page that never comes.
    let startupErrors: string[] = [];
    beforeAll(async () => {
      current = await engine.launch(baseUrl);
      if (!engine.javaScript) return;
      await current.open('/#/index');
      await waitFor(current, `document.readyState === 'complete'`);
      startupErrors = await current.errors();
    });
    beforeEach(() => {
      if (startupErrors.length > 0) throw new Error(`${engine.name} cannot run the app:\n${startupErrors.join('\n')}`);
    });
    afterAll(async () => {
      await current?.close();
    });
    // No scenario may leave an uncaught error behind.
    afterEach(async () => {
      if (current && startupErrors.length === 0) expect(await current.errors(), `uncaught errors in ${engine.name}`).toEqual([]);
    });

    if (engine.javaScript) readerScenarios(driver);
    else noScriptScenarios(driver);
  });
}
