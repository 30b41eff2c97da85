import { site } from '../config/site';

/** The notices every page of a game operator shows: health advice, age rating, contact, licences and filings. */
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
        本平台适合 {site['product.minimumAge']}以上的用户；每款游戏的适龄提示和版号见游戏内“关于”页面。
      </p>
      <p>
        © 2026 {site['company.name']}
        <br />
        客服热线 {site['contact.phone']}，{site['contact.hours']}
        <br />
        违法和不良信息举报：{site['report.email']}，或拨打客服热线
      </p>
      <p className="filings">
        <a href="https://beian.miit.gov.cn/">{site['company.icp']}</a>
        <span>增值电信业务经营许可证：{site['company.icpLicence']}</span>
        {/* The 公安备案 record is looked up by the number's digits. */}
        <a href={'https://beian.mps.gov.cn/#/query/webSearch?code=' + site['company.psb'].replace(/\D/g, '')}>{site['company.psb']}</a>
        <span>网络文化经营许可证：{site['company.cultureLicence']}</span>
        <span>《{site['product.name']}》审批文号：{site['game.approval']}</span>
        <span>出版物号：{site['game.isbn']}</span>
        <span>出版单位：{site['game.publisher']}</span>
      </p>
    </footer>
  );
}
