/**
 * The product's facts, in one place. Pages read them through `{{key}}` placeholders in
 * content/*.md (replaced at build time) and the layout reads them directly.
 */
export const site = {
  'product.name': '微光栖地',
  'product.slogan': '一起玩，也一起好好长大',
  'company.name': '成都微光栖地网络科技有限公司',
  'company.shortName': '微光栖地',
  'company.address': '四川省成都市武侯区天府软件园示范路 1 号 6 层',
  'company.postcode': '610041',
  'contact.email': 'service@weiguang.example',
  'contact.privacyEmail': 'privacy@weiguang.example',
  'contact.guardianEmail': 'guardian@weiguang.example',
  'contact.phone': '400-000-0000',
  'contact.hours': '每天 9:00—21:00（法定节假日照常）',
  'dates.effective': '2026 年 11 月 1 日',
  'dates.updated': '2026 年 10 月 20 日',
  'response.days': '15',
} as const;

export type SiteKey = keyof typeof site;

/** What the browser tab shows for a page. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} - ${site['product.name']}`;
}
