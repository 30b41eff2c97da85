/**
 * The product's facts, in one place. Pages read them through `{{key}}` placeholders in
 * content/*.md (replaced at build time) and the layout reads `site` directly. A fact that more than
 * one page states lives here only: the build fails when a page writes one of these values out
 * instead of its placeholder (vite-plugins/content/rules.ts), so the pages cannot drift apart.
 *
 * Quantities carry their unit, with one space between an Arabic numeral and a Chinese unit.
 */
export const site = {
  'product.name': '微光栖地',
  /** 适龄提示: the youngest age the game is designed for. */
  'product.minimumAge': '8 周岁',

  'company.name': '成都微光栖地网络科技有限公司',
  // Filing and licence numbers: placeholders of the real numbers' shape, like the .example addresses.
  'company.icp': '蜀ICP备00000000号-1',
  'company.psb': '川公网安备51010000000000号',
  'company.cultureLicence': '川网文〔0000〕0000-000号',
  /** 增值电信业务经营许可证 (ICP 经营许可证): paid services are 经营性互联网信息服务. */
  'company.icpLicence': '川B2-00000000',
  /** 版号 of the platform's game publication: 审批文号, 出版物号 and the 出版单位 (NPPA). */
  'game.approval': '国新出审〔0000〕0000号',
  'game.isbn': 'ISBN 978-7-0000-0000-0',
  'game.publisher': '示例电子音像出版社',

  'contact.phone': '400-000-0000',
  /** 违法和不良信息举报 (网络信息内容生态治理规定 Art. 16): a mailbox of its own, answered by the review team. */
  'report.email': 'report@weiguang.example',
  'contact.hours': '每日 9:00—21:00，法定节假日照常',
} as const;

/**
 * Facts only the texts state (contacts, dates, ages, periods, limits): filled into the pages at build
 * time, so they never ship in the app's bundle.
 */
export const textFacts = {
  'product.slogan': '一起玩，也一起好好长大',
  'company.shortName': '微光栖地',
  'company.address': '四川省成都市武侯区天府软件园示范路 1 号 6 层',
  'company.postcode': '610041',
  'contact.email': 'service@weiguang.example',
  'contact.privacyEmail': 'privacy@weiguang.example',
  /** The mailbox of the 家长监护工程 (监护人服务邮箱), for every guardian request. */
  'contact.guardianEmail': 'guardian@weiguang.example',
  /** 个人信息保护负责人 (PIPL Art. 52). */
  'contact.privacyOfficer': '许清和',
  /** 儿童个人信息保护负责人 (儿童个人信息网络保护规定 Art. 8). */
  'contact.childrenOfficer': '林知遥',

  /**
   * How long before a change to a legal text takes effect readers are told: the build fails on a version
   * whose `effective` date (its front matter) is less than this after its `updated` date.
   */
  'changes.notice': '7 日',
  /** A reader who declines a new 用户协议 keeps the old one; the company may end the agreement, this long after telling them. */
  'changes.declineNotice': '30 日',

  // Ages the rules turn on.
  'age.child': '14 周岁',
  'age.adult': '18 周岁',
  'age.spendingMin': '8 周岁',
  'age.spendingTier': '16 周岁',
  /** From this age a minor who lives mainly on income from their own work has full civil capacity (民法典 Art. 18). */
  'age.selfSupporting': '16 周岁',

  // Play time for minors (国家新闻出版署 2021 年 8 月通知).
  'minors.playDays': '每周五、周六、周日和法定节假日',
  'minors.playWindow': '20:00—21:00',
  'minors.playLimit': '1 小时',
  /** How long before the play window ends the game warns a minor. */
  'minors.reminder': '10 分钟',

  // Spending caps for minors, per payment and per calendar month.
  'spending.under16.single': '50 元',
  'spending.under16.monthly': '200 元',
  'spending.under18.single': '100 元',
  'spending.under18.monthly': '400 元',

  /** Answer to a request to exercise a right over personal information, from identity verification. */
  'response.period': '15 个工作日',
  /** Account deletion, from the request to done, the cooling-off period included. */
  'deletion.period': '15 个工作日',
  'deletion.coolingOff': '7 日',
  /** Notice before the service shuts down. */
  'shutdown.notice': '60 日',

  'retention.logs': '6 个月',
  /** Transaction records: kept this long after the transaction (电子商务法 Art. 31), then deleted. */
  'retention.transactions': '3 年',
  /** What a guardian or an applicant sends us: deleted this long after the case is closed. */
  'retention.caseMaterials': '30 日',

  /** A child's registration waits this long for the guardian's decision; then the age answer and guardian contact are deleted. */
  'children.consentWait': '7 日',
  /** 家长监护工程: loosening or lifting limits (after the identity check and, where both parents are there, both agree) and refund review, from complete materials. */
  'guardian.servicePeriod': '15 个工作日',
  /** An App Store refund Apple has not decided this long after the guardian applied is paid by us instead. */
  'guardian.appleWait': '15 日',

  // Facts more than one text states in words (one statement each, referenced by placeholder).
  /** What the identity-verification provider returns to us: never the face image or the ID data. */
  'verify.outcomes': '“一致”或“不一致”',
  /**
   * Where the account-deletion and response periods start, on every path (in the app, by e-mail, by a
   * guardian): the day we receive the request; the identity check happens within the period.
   */
  'deletion.start': '收到申请之日',
  /** Daily cumulative spending caps for minors (未成年人网络保护条例 Art. 44). */
  'spending.under16.daily': '100 元',
  'spending.under18.daily': '200 元',
  /** Community use (posting, chatting) by minors: daily total by age band, and the night window when it is closed. */
  'community.under16Daily': '1 小时',
  'community.under18Daily': '2 小时',
  'community.nightWindow': '22:00 至次日 6:00',
  /** 家长监护工程: a request that only tightens limits (time, spending, pause) takes effect within this. */
  'guardian.tightenPeriod': '1 个工作日',
  /** An emergency freeze asked for by a guardian, by hotline or e-mail, is done within this of receipt. */
  'guardian.freezePeriod': '2 小时',
  /** After a shutdown, refunds can still be claimed for this long; the data needed to answer them is kept until then. */
  'shutdown.refundWindow': '180 日',

  /**
   * A child's account paused for want of a guardian's re-confirmation: after this long, treated as a
   * withdrawn consent (the account closed, its paid balance refunded, the child's data deleted). One
   * rule on all three legal texts.
   */
  'children.pauseLimit': '90 日',
  /** Before the pause limit ends, the guardian is told again at least this long ahead. */
  'children.pauseReminder': '15 日',
  /**
   * A guardian's withdrawal of consent through the withdrawal entry or from a contact in the consent
   * record freezes the child's account at once; one made any other way, within this.
   */
  'children.withdrawalFreeze': '1 个工作日',
  /** The bank that pays creators' income (an independent recipient, PIPL Art. 23): placeholders of the real shape. */
  'company.bank': '示例银行股份有限公司成都分行',
  'company.bankContact': '该行客服热线 400-000-0001',

  // --- added while revising privacy.md ---
  /** Customer-service call recordings and chat transcripts. */
  'privacy.supportRecords': '6 个月',
  /** A prize winner's shipping address: deleted this long after the prize is received. */
  'privacy.prizeShipping': '90 日',
  /** Tax-withholding records on prizes (税收征收管理法实施细则 Art. 29). */
  'privacy.taxRecords': '10 年',
  /** How long the download link of a personal-information export stays valid. */
  'privacy.exportLink': '72 小时',
  /** The e-mail address an invoice was sent to: kept this long after sending, for resends, then deleted. */
  'privacy.invoiceEmail': '30 日',
  /** Reports, penalties and appeals (with evidence and blocked-content records): kept this long after the case or appeal is closed. */
  'privacy.enforcementRecords': '1 年',
  /** Recordings of player meetings and livestreams (participants' image and voice): kept this long after the event, then deleted. */
  'privacy.eventRecordings': '1 年',
  // --- end privacy.md ---

  // --- added while revising agreement.md ---
  /** Floor of the liability cap in 用户协议: the cap is never below this, whatever the user paid. */
  'agreement.liabilityFloor': '500 元',
  /** The cap counts what the user paid in this period before the loss. */
  'agreement.liabilityLookback': '12 个月',
  /** Account recovery, appeal review and complaints needing investigation: answered within this. */
  'agreement.handlingPeriod': '15 个工作日',
  /** Time to appeal a penalty, from the notice. */
  'agreement.appealWindow': '30 日',
  /** Ranges of the penalties in the enforcement table. */
  'agreement.muteRange': '1 日至 30 日',
  'agreement.suspendRange': '1 日至 180 日',
  /** Accounts never real-name verified and not logged into for this long may be reclaimed. */
  'agreement.dormantPeriod': '12 个月',
  /** Before reclaiming such an account we remind the user at least this long in advance. */
  'agreement.dormantNotice': '30 日',
  /** 月卡 auto-renewal: the reminder comes at least this long before each charge. */
  'agreement.renewalReminder': '5 日',
  /** Share of a tip (valued at the official price of the virtual currency used) credited to the creator as income. */
  'agreement.creatorShare': '70%',
  /** A creator's withdrawal of tip income reaches the creator's own bank account within this, from the request. */
  'agreement.withdrawalPeriod': '10 个工作日',
  /** A permanently banned account's refundable balance is paid back within this, from the ban notice. */
  'agreement.banRefundPeriod': '10 个工作日',
  // --- end agreement.md ---

  // --- added while revising parent.md, introduce.md, index.md ---
  /** 介绍: in-app feedback that needs an answer is answered within this. */
  'introduce.feedbackReply': '15 个工作日',
  /** 介绍: after this much continuous play the game shows a rest reminder (every user). */
  'introduce.restReminder': '40 分钟',
  /** 家长监护工程: we confirm a guardian's application (case number or missing materials) within this, from receiving the e-mail. */
  'parent.ackPeriod': '2 个工作日',
  /** A guardian may ask for review of a result within this, from receiving the result (a fact of its own, not agreement.appealWindow). */
  'parent.reviewWindow': '30 日',
  /** Under this age a child is 无民事行为能力人 (民法典 Art. 20): parents may read the child's communications (未成年人保护法 Art. 63). */
  'parent.noCapacityAge': '8 周岁',
  /** 儿童账号同意服务: staff check the relationship document of an online consent (guardian and child on it) within this, from its upload. */
  'parent.consentCheck': '1 个工作日',
  /** Before a child turns 18, the guardian is told by e-mail at least this long ahead that the guardian measures will end. */
  'parent.adulthoodNotice': '30 日',
  /** An emergency freeze no guardian confirms within this (and where no danger is found) lapses of itself. */
  'parent.freezeConfirm': '3 日',
  // --- end parent.md ---

  // --- added with the corrections of 2026-11-27: 隐私政策 ---
  /** After a user refuses a device permission, the client does not ask for it again within this (工信部 App 整治要求). */
  'privacy.permissionRetry': '48 小时',
  /** The carrier that provides the customer-service hotline number and routes its calls (an independent recipient): placeholders of the real shape. */
  'privacy.hotlineCarrier': '示例通信股份有限公司四川分公司',
  'privacy.hotlineCarrierContact': '该公司客服热线 400-000-0002',
  // --- end 隐私政策 2026-11-27 ---
  // --- added with the corrections of 2026-11-27: 用户协议 ---
  /** A suspected-minor identity re-check: we hold the video call within this after the user books it. */
  'agreement.recheckPeriod': '3 个工作日',
  // --- end 用户协议 2026-11-27 ---
  // --- added with the corrections of 2026-11-27: 家长监护工程 and its printables ---
  /** An emergency freeze that lapses for want of a guardian's confirmation: whoever asked for it is told this long before. */
  'parent.freezeLiftNotice': '24 小时',
  // --- end 家长监护工程 2026-11-27 ---

  // --- added while making the texts consistent ---
  /** A bank-card number on a payment proof a guardian sends may be covered except for its last this many digits. */
  'masking.shownDigits': '4 位',
  // --- end ---
} as const;

/** What the browser tab shows for a page. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} - ${site['product.name']}`;
}
