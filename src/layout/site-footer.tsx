import { site } from '../config/site';

/** The notices every page of a game operator shows: health advice, age rating, contact, filings. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>
        <strong>健康游戏忠告</strong>
        <br />
        抵制不良游戏，拒绝盗版游戏。注意自我保护，谨防受骗上当。适度游戏益脑，沉迷游戏伤身。合理安排时间，享受健康生活。
      </p>
      <p>
        <strong>适龄提示</strong>
        <br />
        本游戏适合 {site['product.minimumAge']}以上的用户。
      </p>
      <p>
        © 2026 {site['company.name']}
        <br />
        客服电话 {site['contact.phone']}，{site['contact.hours']}
      </p>
      <p className="filings">
        <a href="https://beian.miit.gov.cn/">{site['company.icp']}</a>
        <span>{site['company.psb']}</span>
        <span>网络文化经营许可证：{site['company.cultureLicence']}</span>
      </p>
    </footer>
  );
}
