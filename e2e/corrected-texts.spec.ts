import type { Page } from '@playwright/test';
import { expectRoute } from './support/app';
import { beijing, chineseDate } from './support/dates';
import { expect, test } from './support/fixtures';

// The 2026-12-01 versions of 用户协议, 隐私政策 and 家长监护工程, published on 23 November, still held
// clauses the 2026-12-08 versions withdraw as unfair. On 27 November a version that only removes them took
// effect at once, and the 12-01 versions were corrected before they bound. No text in force on any day
// holds one of those clauses; the texts as published on 23 November stay on the record, marked as never
// in force.

/** Words of the withdrawn clauses, as the texts published before 27 November wrote them. */
const withdrawn = {
  agreement: [
    /赔偿金、罚款以及合理的律师费用/,
    /以其他方式实际(下载|使用)/,
    /继续使用本服务，即视为您已接受/,
    /自(成功发出|发送)之时起/,
    /向成都微光栖地网络科技有限公司住所地有管辖权的人民法院提起诉讼/,
    /不包括间接损失和可得利益损失/,
  ],
  privacy: [/可能会请(求)?您进行人脸核验/],
} as const;
type Corrected = keyof typeof withdrawn;

async function textInForce(page: Page, id: Corrected | 'parent'): Promise<string> {
  await page.goto(`/#/${id}`);
  await expectRoute(page, id);
  // textContent, not innerText: a section off screen is not rendered (content-visibility), and its words count.
  return (await page.locator('.prose').textContent()) ?? '';
}

// The version in force that day, per text: 隐私政策 has one of its own from 28 November, which says what
// reaches Apple abroad.
const december: Record<Corrected, string> = { agreement: '2026-12-01', privacy: '2026-12-01' };
const days: Array<{ when: string; now: Date; effective: Record<Corrected, string>; timezoneId?: string }> = [
  { when: '30 November 23:55 in Beijing: the versions of 27 and 29 November', now: beijing('2026-11-30', '23:55'), effective: { agreement: '2026-11-27', privacy: '2026-11-29' } },
  { when: '1 December 00:05 in Beijing: the corrected 1 December version', now: beijing('2026-12-01', '00:05'), effective: december },
  { when: '3 December in Beijing', now: beijing('2026-12-03'), effective: december },
  {
    when: '1 December 00:05 in Beijing, still 30 November in Los Angeles',
    now: beijing('2026-12-01', '00:05'),
    effective: december,
    timezoneId: 'America/Los_Angeles',
  },
];

for (const { when, now, effective, timezoneId } of days) {
  test.describe(when, () => {
    test.use({ now, ...(timezoneId ? { timezoneId } : {}) });

    for (const id of Object.keys(withdrawn) as Corrected[]) {
      test(`the ${id} text in force holds none of the withdrawn clauses`, async ({ page }) => {
        const text = await textInForce(page, id);
        expect(text).toContain(`生效日期：${chineseDate(effective[id])}`);
        for (const clause of withdrawn[id]) expect(text).not.toMatch(clause);
      });
    }
  });
}

/** A story of what the text in force on a day holds and lacks (and, where it matters, what its dates line says). */
interface InForce {
  /** The day, in the title of the story's group. */
  day: string;
  now: Date;
  text: Corrected | 'parent';
  story: string;
  holds: Array<string | RegExp>;
  lacks?: string[];
  dates?: RegExp;
}

const appleAbroad = (day: string, effective: string): InForce => ({
  day: `${day} 00:05 in Beijing: what reaches Apple abroad`,
  now: beijing(day, '00:05'),
  text: 'privacy',
  story: 'the 隐私政策 in force says a push on an Apple device goes to Apple Inc. abroad, and only after the reader agrees',
  holds: [
    `生效日期：${chineseDate(effective)}`,
    '只有一种情形，我们向境外提供您的个人信息：您在苹果设备上开启通知。',
    '境外接收方：Apple Inc.（苹果公司）',
    /同意前(，我们)?不(向苹果公司)?发送推送通知/,
  ],
  lacks: ['我们目前不向境外提供'],
});

const firstDecember = '1 December 00:05 in Beijing: a withdrawal of a child account’s consent';
const eighthDecember = '8 December in Beijing: the texts as corrected on 27 and 28 November';
const pausedOnlyWithoutProof = (text: 'privacy' | 'parent', name: string): InForce => ({
  day: eighthDecember,
  now: beijing('2026-12-08', '09:00'),
  text,
  story: `${name}: a child account opened before 8 December is paused only for a missing proof of guardianship, never before 15 December, and pays and chats as before until the guardian confirms`,
  holds: [
    /通知在本版本生效前发出[，。][^。]*账号最早在本版本生效后 7 日届满时暂停，本版本生效前不会因此暂停。/,
    /继续按(监护人|您)此前同意的范围使用，不会因此暂停或注销/,
    /能否付费、能否收发私信和参加群聊，保持原状/,
  ],
});

const inForce: InForce[] = [
  // The 隐私政策 effective 27 November said nothing went abroad, while a push on an Apple device goes through
  // Apple Inc.: from 28 November the text in force says so, and that no push is sent before the reader agrees.
  appleAbroad('2026-11-28', '2026-11-28'),
  appleAbroad('2026-12-01', '2026-12-01'),
  // The texts in force on 27 November let one e-mail naming a child's account ID close the account, whoever
  // wrote it, and said nothing of child accounts that never had a guardian's consent. 家长监护工程 effective 28
  // November, published that day, and 隐私政策 effective 29 November take both out.
  {
    day: '28 November 00:05 in Beijing: 家长监护工程 in force the day it was published',
    now: beijing('2026-11-28', '00:05'),
    // This version, like the one before it, states no 生效日期 of its own: its words show which it is.
    text: 'parent',
    story: 'a withdrawal freezes the account until it is confirmed as a guardian’s, and a child account with no consent is frozen',
    holds: [
      '确认之前，账号保持冻结，不会注销。',
      '本版本生效前已经收到、尚未注销完成的撤回，同样按此办理。',
      '此前注册、实名认证显示孩子未满 14 周岁而至今没有取得监护人同意的账号，自本版本生效之日起冻结',
    ],
    lacks: ['撤回后，我们停止处理孩子的个人信息，孩子的账号无法继续使用'],
  },
  {
    day: '29 November 00:05 in Beijing: 隐私政策 in force',
    now: beijing('2026-11-29', '00:05'),
    text: 'privacy',
    story: 'it names the guardian’s face check, the hotline’s carrier and the forwarding of infringement notices',
    holds: [
      `生效日期：${chineseDate('2026-11-29')}`,
      '我们只收到“一致”或“不一致”的结果，不接收、不保存人脸图像',
      '来电由电信运营商接通后转到我们的客服系统',
      '在投诉人和被投诉的用户之间转送通知和不侵权声明',
      '自 2026 年 11 月 28 日起冻结',
    ],
  },
  // The 1 December texts as published let one e-mail naming a child's account ID close the account, whoever
  // wrote it. Corrected on 28 November: the account is frozen, and closed only once the withdrawal is a guardian's.
  {
    day: firstDecember,
    now: beijing('2026-12-01', '00:05'),
    text: 'parent',
    story: '家长监护工程 in force freezes the account and closes it only once a guardian’s withdrawal is confirmed',
    holds: [
      `生效日期：${chineseDate('2026-12-01')}`,
      '我们收到撤回后，孩子的账号随即冻结',
      '确认之前，账号保持冻结，不会注销。',
      // An account frozen since 28 November for want of any consent: how we reach its guardian, and when it goes.
      '账号中没有留下监护人联系方式的，孩子或者您可以在冻结页面留下监护人的手机号码或电子邮箱',
      '这类账号自该版本生效之日起 7 日内仍未获您同意的，我们退还付费余额，删除该账号和其中的个人信息',
    ],
    lacks: ['撤回后，我们停止处理孩子的个人信息，孩子的账号无法继续使用'],
    dates: /生效前更正 3 次，最近一次为 2026 年 11 月 28 日）/,
  },
  {
    day: firstDecember,
    now: beijing('2026-12-01', '00:05'),
    text: 'privacy',
    story: '隐私政策 in force says the same, and names every receiver of a child’s information',
    holds: ['确认后才注销账号、删除相关信息', '儿童或其监护人拨打客服热线时，电信运营商处理来电号码和通话时间', '客服热线的电信运营商'],
    lacks: ['监护人撤回同意的，我们停止处理孩子的个人信息，并注销账号'],
  },
  {
    day: eighthDecember,
    now: beijing('2026-12-08', '09:00'),
    text: 'agreement',
    story: 'a reader who declines a new 用户协议 keeps using the service under the old one, and keeps what shutdown refunds need',
    holds: [
      '您不同意的，您与我们之间继续适用您最近一次同意的版本，您照常使用本服务，包括进入游戏、付费和在社区发布内容。',
      '期满后只保存账号 ID 和停运时的付费余额，至停运之日起满 3 年',
      // 网络交易监督管理办法 Art. 18: a reminder at least five days before an automatic renewal.
      '每次续费扣款前至少 5 日',
    ],
    lacks: ['但不能进入游戏、付费或者在社区发布内容'],
    dates: /（2026 年 11 月 24 日公布，生效前更正 7 次，最近一次为 2026 年 11 月 28 日）/,
  },
  {
    day: eighthDecember,
    now: beijing('2026-12-08', '09:00'),
    text: 'agreement',
    story: 'a child’s account cannot pay until a guardian ticks the box for it, and the child’s own rules say so',
    holds: [
      '儿童账号默认不能付费：',
      '你还不到 8 周岁的，不能花钱。满了 8 周岁，爸爸妈妈同意了，你的账号才能花钱。',
      '您没有重新同意的，儿童账号继续适用您最近一次同意的版本，照常使用',
      // As 家长监护工程 says: an App Store payment is refunded by us, or first asked of Apple by the guardian, who chooses.
      '由监护人选择：直接由我们按核实的金额，退到监护人指定的、在其本人名下的银行账户；或者先由监护人本人向苹果公司申请退款',
    ],
  },
  {
    day: eighthDecember,
    now: beijing('2026-12-08', '09:00'),
    text: 'agreement',
    story: '用户协议: only a consent without proof of guardianship pauses an existing child account, and ticking the payment box consents to no particular payment',
    holds: [
      '我们在本部分生效前至少 7 日，通过同意记录中的联系方式通知您，请您重新确认',
      '此前的同意没有证明监护关系的，请您自本部分生效之日起 7 日内补交证明。',
      '此前已经证明监护关系、只是没有接受本协议（含本部分）的，儿童账号继续适用本部分生效前对其适用的版本，照常使用，不会因此暂停或者注销',
      '您重新确认之前，儿童账号能否付费、能否收发私信和参加群聊，保持原状',
      '“允许孩子在限额内付费，并为此同意处理孩子的交易记录”',
      '勾选这一项，不等于同意儿童的某一笔付费；儿童未经您同意的付费，您仍可以申请退款',
      '不等于同意孩子的某一笔付费；孩子未经监护人同意的付费，监护人仍可以申请退款。',
      // A minor's protections are the law's: they bind from the effective date, click or no click, every account
      // they name, an adult's account a child is thought to use included.
      '自新版协议生效之日起对所有相关账号（包括未成年人账号、怀疑由未成年人使用的账号和实名认证显示未满 14 周岁的账号）适用，不以您或者监护人点击“同意”为条件。',
    ],
    lacks: ['没有证明监护关系或者没有接受本协议（含本部分）的', '勾选“同意处理孩子的交易记录”'],
  },
  pausedOnlyWithoutProof('privacy', '隐私政策'),
  pausedOnlyWithoutProof('parent', '家长监护工程'),
  {
    day: eighthDecember,
    now: beijing('2026-12-08', '09:00'),
    text: 'privacy',
    story: '隐私政策 says why paying through the App Store is no provision abroad',
    holds: ['通过 App Store 付款，不是我们向境外提供您的个人信息。'],
  },
];

for (const { day, now, text: id, story, holds, lacks = [], dates } of inForce) {
  test.describe(day, () => {
    test.use({ now });

    test(story, async ({ page }) => {
      const text = await textInForce(page, id);
      // A string is a substring, as toContain takes it.
      for (const words of holds) expect(text).toMatch(words);
      for (const words of lacks) expect(text).not.toContain(words);
      if (dates) await expect(page.locator('.version-dates')).toHaveText(dates);
    });
  });
}

test.describe('the record of the correction', () => {
  test.use({ now: beijing('2026-11-30', '12:00') });

  for (const id of Object.keys(withdrawn) as Corrected[]) {
    test(`${id}: 历史版本 lists the text published on 23 November as corrected before it bound, and keeps it`, async ({ page }) => {
      await page.goto(`/#/${id}?version=2026-12-01`);
      // Corrected again for what the first correction left: privacy, pushes through Apple abroad, then (on 28
      // November) a withdrawal that may not be a guardian's; agreement, its 更正说明's words on a liability cap,
      // then the renewal reminder.
      const corrections = { privacy: '生效前更正 4 次，最近一次为 2026 年 11 月 28 日', agreement: '生效前更正 3 次，最近一次为 2026 年 11 月 27 日' }[id];
      await expect(page.locator('.version-dates')).toHaveText(`本版本 2026 年 12 月 1 日至 2026 年 12 月 7 日有效（2026 年 11 月 23 日公布，${corrections}）。`);
      await expect(page.getByRole('heading', { name: '更正说明' })).toBeVisible();
      const record = page.locator('.version-list li.version-replaced', { hasText: '2026 年 11 月 23 日公布' });
      await expect(record).toHaveText(
        '2026 年 11 月 23 日公布、拟自 2026 年 12 月 1 日起生效的原文本（2026 年 11 月 27 日在生效前更正，从未生效；查看原文本）',
      );
      await record.getByRole('link', { name: '查看原文本' }).click();
      await expect(page).toHaveURL(new RegExp(`/pages/${id}-2026-12-01-2026-11-23\\.html$`));
      const original = page.locator('article');
      await expect(original).toContainText('本文本从未生效。这是2026 年 11 月 23 日公布、拟自 2026 年 12 月 1 日起生效的原文本。2026 年 11 月 27 日，我们在它生效前作了更正');
      // What was published is kept word for word: the withdrawn clauses are there.
      const text = (await original.textContent()) ?? '';
      expect(withdrawn[id].some((clause) => clause.test(text))).toBe(true);
    });
  }

  test('the text in force says, in its 历史版本, which publication it replaced', async ({ page }) => {
    await page.goto('/#/agreement?version=2026-11-27');
    await expect(page.getByRole('heading', { name: '更新说明' })).toBeVisible();
    await expect(page.locator('.version-list')).toContainText('2026 年 12 月 1 日至 2026 年 12 月 7 日有效的版本（即将生效），生效前更正 3 次，最近一次为 2026 年 11 月 27 日');
  });
});
