import type { Locator, Page } from '@playwright/test';

/**
 * What the reader tools announce (已复制…, 文字大小…): their polite live region, which a screen reader
 * reads out and the screen shows briefly. Not role="status": that is the page's loading state.
 */
export function announcement(page: Page): Locator {
  return page.locator('.reader-status[aria-live="polite"]');
}
