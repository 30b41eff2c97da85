import { routes } from '../src/config/routes';
import { site } from '../src/config/site';
import { expectRoute } from './support/app';
import { chineseDate, newestDates } from './support/dates';
import { expect, test } from './support/fixtures';

test.describe('what every page of a game operator shows', () => {
  for (const route of routes) {
    test(`${route.title}: health advice, age rating and filing numbers in the footer`, async ({ page }) => {
      await page.goto(`/#${route.path}`);
      await expectRoute(page, route.id);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('健康游戏忠告');
      await expect(footer).toContainText('适度游戏益脑，沉迷游戏伤身。');
      await expect(footer).toContainText(`适龄提示本平台适合 ${site['product.minimumAge']}以上的用户；每款游戏的适龄提示和版号见游戏内“关于”页面。`);
      await expect(footer).toContainText(`客服热线 ${site['contact.phone']}`);
      await expect(footer).toContainText(`违法和不良信息举报：${site['report.email']}，或拨打客服热线`);
      await expect(footer.getByRole('link', { name: site['company.icp'] })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
      await expect(footer).toContainText(`增值电信业务经营许可证：${site['company.icpLicence']}`);
      await expect(footer.getByRole('link', { name: site['company.psb'] })).toHaveAttribute(
        'href',
        `https://beian.mps.gov.cn/#/query/webSearch?code=${site['company.psb'].replace(/\D/g, '')}`,
      );
      await expect(footer).toContainText(`网络文化经营许可证：${site['company.cultureLicence']}`);
      await expect(footer).toContainText(`《${site['product.name']}》审批文号：${site['game.approval']}`);
      await expect(footer).toContainText(`出版物号：${site['game.isbn']}`);
      await expect(footer).toContainText(`出版单位：${site['game.publisher']}`);
    });
  }

  for (const route of routes.filter((candidate) => ['privacy', 'parent', 'agreement'].includes(candidate.id))) {
    test(`${route.title} opens with its effective date, then its update date`, async ({ page }) => {
      await page.goto(`/#${route.path}`);
      await expectRoute(page, route.id);
      const labels = page.locator('.prose > p strong').filter({ hasText: /^(生效日期|更新日期)：/ });
      const dates = newestDates(route.id);
      expect(dates).not.toBeNull();
      await expect(labels).toHaveText([`生效日期：${chineseDate(dates?.effective ?? '')}`, `更新日期：${chineseDate(dates?.updated ?? '')}`]);
    });
  }

  test('隐私政策 has the children’s rules and the two lists in its table of contents, each a deep link', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    const toc = page.getByRole('navigation', { name: '目录' });
    for (const [id, title] of [
      ['children', /儿童个人信息保护规则/],
      ['collection-list', /个人信息收集清单/],
      ['third-party-list', /第三方共享清单/],
    ] as const) {
      const entry = toc.getByRole('link', { name: title });
      await expect(entry).toHaveAttribute('href', `#/privacy?section=${id}`);
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`#/privacy\\?section=${id}$`));
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeFocused();
    }
  });
});
