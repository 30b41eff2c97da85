import type { Page } from '@playwright/test';
import { expectRoute, heading } from './support/app';
import { expect, test } from './support/fixtures';
import { act, firstScreen, moveUntil, spokenLog, startListening } from './support/screen-reader';
import { expectVersion } from './support/versions';

/*
 * What a blind reader hears, through a screen reader run in the page (@guidepup/virtual-screen-reader):
 * its spoken log, phrase by phrase, over 隐私政策 (in force, and as of 1 November) and over a comparison
 * of two of its versions. The reader moves as a person would, one command at a time (by heading, by
 * link, item by item). Each walk has a cap far below a text's length (some 2,000 phrases, a comparison
 * 7,000), so that a story gone wrong fails at once instead of walking the whole text. Walking the
 * page's accessibility tree is slow on a busy machine, hence the time allowed; nothing waits for time
 * itself, only for what the reader hears.
 */

// The screen reader's own error, not the page's: when it announces a change of the page, it computes the
// names of nodes the page has just removed, and the library it computes them with (dom-accessibility-api)
// looks an aria-labelledby or aria-describedby up in the root of a removed node, which is no document.
test.use({ expectedConsoleErrors: [/^uncaught: \w+\.getElementById is not a function$/] });

interface Listened {
  name: string;
  address: string;
  /** The page is on screen, the app running it. */
  shown: (page: Page) => Promise<void>;
  /** Whether the page shows a 更新说明 (the first version has none). */
  notes: boolean;
  /** A part deep in the text, and a link in it the reader follows, then comes Back from. */
  part: string;
  link: string;
  /** Where the link leads: the app's address after following it. */
  leadsTo: RegExp;
}

const texts: Listened[] = [
  {
    name: '隐私政策',
    address: '/#/privacy',
    shown: (page) => expectRoute(page, 'privacy'),
    notes: true,
    part: '（七）安全保障与反外挂',
    link: '用户协议',
    leadsTo: /#\/agreement$/,
  },
  {
    // The version most readers agreed to, whose Markdown writes 要点摘要 and other headings in bold.
    name: '隐私政策 of 1 November',
    address: '/#/privacy?version=2026-11-01',
    shown: (page) => expectVersion(page, 'privacy', '2026-11-01'),
    notes: false,
    part: '（七）安全保障与反外挂',
    link: '用户协议',
    leadsTo: /#\/agreement$/,
  },
  {
    // What a reader who agreed on 1 November is shown of what changed since, across the versions between.
    name: 'a comparison of 隐私政策’s versions',
    address: '/#/privacy?compare=2026-11-01&to=2026-12-08',
    shown: async (page) => {
      await expect(page).toHaveTitle('隐私政策（2026 年 12 月 8 日版与 2026 年 11 月 1 日版对比） - 微光栖地');
      await expect(heading(page)).toHaveText('隐私政策');
    },
    notes: true,
    part: '（二）实名认证',
    link: '儿童个人信息保护规则',
    leadsTo: /section=children$/,
  },
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isAnnouncement = (phrase: string) => /^(polite|assertive): /.test(phrase);

/** Opens the page and switches the reader on once the reader tools (A− / A+ come with them) are there. */
async function listenTo(page: Page, text: Listened): Promise<void> {
  await page.goto(text.address);
  await text.shown(page);
  await expect(page.getByRole('group', { name: '文字大小' })).toBeVisible();
  await startListening(page);
}

/** What the reader says after `from` phrases of its log, live regions' announcements left out. */
async function heardAfter(page: Page, from: number): Promise<string[]> {
  return (await spokenLog(page)).slice(from).filter((phrase) => !isAnnouncement(phrase));
}

for (const text of texts) {
  test.describe(`listening to ${text.name}`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('moving by heading, the reader comes to 要点摘要, the summary the text asks everyone to read', async ({ page }) => {
      await listenTo(page, text);
      const heard = await moveUntil(page, { move: 'moveToNextHeading', until: /^heading, 要点摘要,/, atMost: 30 });
      test.info().annotations.push({ type: 'heard', description: heard.join(' | ') });
      expect(heard.at(-1)).toBe('heading, 要点摘要, level 2');
      // On the way, 更新说明 is heard with its groups under it, those against the reader first.
      const notes = heard.indexOf('heading, 更新说明, level 2');
      if (text.notes) expect(heard.slice(notes + 1, notes + 3)).toEqual(['heading, 对您不利的变化, level 3', 'heading, 其他变化, level 3']);
      else expect(notes).toBe(-1);
    });

    test('after following a link deep in the text and coming Back, the reader is on that link, in the part they left', async ({ page }) => {
      await listenTo(page, text);
      const partHeading = new RegExp(`^heading, (新增： )?${escaped(text.part)}, level \\d$`);
      const atPart = (await moveUntil(page, { move: 'moveToNextHeading', until: partHeading, atMost: 80 })).at(-1) ?? '';
      const linkPhrase = `link, ${text.link}`;
      await moveUntil(page, { move: 'moveToNextLink', until: new RegExp(`^${escaped(linkPhrase)}$`), atMost: 60 });

      const beforeLeaving = (await spokenLog(page)).length;
      await act(page);
      await expect(page).toHaveURL(text.leadsTo);
      // The new visit's heading takes focus, and the reader says it.
      await expect.poll(async () => (await heardAfter(page, beforeLeaving)).some((phrase) => phrase.startsWith('heading, '))).toBe(true);

      const beforeBack = (await spokenLog(page)).length;
      await page.goBack();
      await text.shown(page);
      await expect.poll(async () => (await heardAfter(page, beforeBack)).length).toBeGreaterThan(0);
      const afterBack = await heardAfter(page, beforeBack);
      test.info().annotations.push({ type: 'heard after Back', description: afterBack.join(' | ') });
      expect(afterBack[0], 'the first thing heard after Back').toBe(linkPhrase);
      expect(afterBack).not.toContain('heading, 隐私政策, level 1');

      // Reading back from there, the first heading the reader meets is the part they had moved to.
      const readBack = await moveUntil(page, { move: 'previous', until: /^heading, /, atMost: 300 });
      test.info().annotations.push({ type: 'read back', description: readBack.join(' | ') });
      expect(readBack.at(-1)).toBe(atPart);
    });

    // The first screen of phrases: what the reader hears from the top of the page until the first thing
    // drawn below the first screen of a 360×640 phone (the mobile project's), the page not scrolled. A
    // sighted reader sees 目录 there at a glance; a blind reader should hear it before the text goes on
    // past what that glance takes in (some 55 to 65 phrases here, the header and navigation included).
    test('on a phone, 目录 is heard within the first screen: before anything drawn below it @phone-only', async ({ page }) => {
      await listenTo(page, text);
      const { heard, below } = await firstScreen(page, 400);
      test.info().annotations.push({ type: 'first screen', description: `${String(heard.length)} phrases, then ${below}: ${heard.slice(heard.indexOf('main')).join(' | ')}` });
      expect(heard.filter((phrase) => /^button, 目录/.test(phrase))).toHaveLength(1);
      // Right after the title: the first thing of the text the reader hears.
      expect(heard[heard.findIndex((phrase) => phrase === 'heading, 隐私政策, level 1') + 1]).toMatch(/^button, 目录/);
    });

    // A wide screen has no 目录 control: the contents are a column beside the text, read after the text's
    // notes (更新说明, 历史版本); a reader reaches them by landmark.
    test('on a wide screen, the contents beside the text are the first landmark after its start @desktop-only', async ({ page }) => {
      await listenTo(page, text);
      await moveUntil(page, { move: 'moveToNextMain', until: /^main$/, atMost: 1 });
      const heard = await moveUntil(page, { move: 'moveToNextLandmark', until: /^navigation, 目录$/, atMost: 1 });
      expect(heard).toEqual(['navigation, 目录']);
    });
  });
}
