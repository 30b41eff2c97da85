import { expect, type Page } from '@playwright/test';
import { existsSync, readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeById, routes, type RouteId } from '../../src/config/routes';
import { chineseDate, endedPeriod } from './dates';
import { heading, navLink } from './app';

const versionsDir = (id: RouteId) => fileURLToPath(new URL(`../../content/versions/${id}`, import.meta.url));

/** The texts that have earlier versions, each with their effective dates, newest first (the suite's clock has them all superseded). */
export const versionedTexts = routes
  .filter((route) => existsSync(versionsDir(route.id)))
  .map((route) => ({
    route,
    versions: readdirSync(versionsDir(route.id))
      .map((name) => basename(name, '.md'))
      .sort()
      .reverse(),
  }));

/** An earlier version on screen: the page's heading and nav link, the version in the title and the notice. */
export async function expectVersion(page: Page, id: RouteId, effective: string): Promise<void> {
  const { title } = routeById(id);
  await expect(page).toHaveTitle(`${title}（${chineseDate(effective)}版） - 微光栖地`);
  await expect(heading(page)).toHaveText(title);
  await expect(navLink(page, title)).toHaveAttribute('aria-current', 'page');
  await expect(versionNotice(page)).toContainText(new RegExp(`本版本已失效。以下是 ${endedPeriod(effective)}`));
  await expect(versionNotice(page).getByRole('link', { name: '现行版本' })).toHaveAttribute('href', `#${routeById(id).path}`);
}

/** The version after an earlier one, with the changes since that one marked. */
export async function expectComparison(page: Page, id: RouteId, effective: string): Promise<void> {
  const { title } = routeById(id);
  await expect(page).toHaveTitle(`${title}（与 ${chineseDate(effective)}版对比） - 微光栖地`);
  await expect(heading(page)).toHaveText(title);
  await expect(navLink(page, title)).toHaveAttribute('aria-current', 'page');
  await expect(versionNotice(page)).toContainText(new RegExp(`标出了与已失效的版本（${endedPeriod(effective)}`));
}

export const versionNotice = (page: Page) => page.getByRole('note');
