import type { Page } from '@playwright/test';

/** What the document looked like in the first frame that showed its body. */
export interface FirstPaint {
  /** The root's computed font size, e.g. `32px`. */
  fontSize: string;
  /** Whether the start-up script had marked web-view mode. */
  embed: boolean;
  /** Whether the reader tools were on the page already (they come with the app, after it starts). */
  readerTools: boolean;
}

/** Before `page` loads: records what its first frame with a body shows (read it with firstPaint). */
export async function recordFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const look = () => {
      if (!document.querySelector('body')) {
        requestAnimationFrame(look);
        return;
      }
      const root = document.documentElement;
      const seen = { fontSize: getComputedStyle(root).fontSize, embed: root.hasAttribute('data-embed'), readerTools: document.querySelector('.reader-tool') !== null };
      sessionStorage.setItem('e2e:firstPaint', JSON.stringify(seen));
    };
    requestAnimationFrame(look);
  });
}

export async function firstPaint(page: Page): Promise<FirstPaint> {
  return JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e:firstPaint'))) ?? 'null') as FirstPaint;
}
