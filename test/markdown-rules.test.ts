import { describe, expect, it } from 'vitest';
import { copySlot, markdown, renderText } from '../vite-plugins/content/markdown/index';
import { compareTexts } from '../vite-plugins/content/sentence-diff';
import { site, textFacts } from '../src/config/site';

const render = (source: string) => renderText(markdown.parse(source, {}));

describe('phone numbers and mailboxes in the texts', () => {
  it('become tel: and mailto: links, the facts of site.ts among them', () => {
    const phone = site['contact.phone'];
    const mailbox = textFacts['contact.guardianEmail'];
    expect(render(`客服热线 ${phone}，邮箱 ${mailbox}。`)).toBe(
      `<p>客服热线 <a href="tel:${phone.replace(/-/g, '')}">${phone}</a>${copySlot}，邮箱 <a href="mailto:${mailbox}">${mailbox}</a>${copySlot}。</p>\n`,
    );
  });

  it('leaves alone what is already a link, and dates or filing numbers', () => {
    expect(render('[service@weiguang.example](#/parent?section=contact) 2026-12-01 川B2-00000000')).toBe(
      '<p><a href="#/parent?section=contact">service@weiguang.example</a> 2026-12-01 川B2-00000000</p>\n',
    );
  });

  it('links a third party’s mailbox in a list the same way', () => {
    expect(render('| 邮箱 |\n| --- |\n| privacy@xingqiao-pay.example |')).toContain(`<td><a href="mailto:privacy@xingqiao-pay.example">privacy@xingqiao-pay.example</a>${copySlot}</td>`);
  });

  it('is left out of the notes, which render as markdown-it writes them', () => {
    expect(markdown.render('邮箱 privacy@weiguang.example。')).toBe('<p>邮箱 privacy@weiguang.example。</p>\n');
  });

  it('leaves a mailbox in a comparison’s removed text unlinked, and links the one added', () => {
    const before = markdown.parse('发送邮件至 privacy@weiguang.example。', {});
    const after = markdown.parse('发送邮件至 guardian@weiguang.example。', {});
    const { html } = compareTexts(before, after, markdown, (n) => `#change-${String(n)}`, { text: true });
    expect(html).toContain('<del><span class="visually-hidden">删除：</span>发送邮件至 privacy@weiguang.example。</del>');
    expect(html).toContain(`<ins><span class="visually-hidden">新增：</span>发送邮件至 <a href="mailto:guardian@weiguang.example">guardian@weiguang.example</a>${copySlot}。</ins>`);
  });
});

describe('a text rendered as its page shows it', () => {
  const text = '前言。\n\n## 甲 {#a}\n\n| 项目 |\n| --- |\n| 内容 |\n\n## 乙 {#b}\n\n生效日期：2026 年 12 月 1 日';

  it('puts each ## section in a <section>, and a table in a scroll box named after the heading it comes under', () => {
    const html = render(text);
    expect(html).toContain('<p>前言。</p>\n<section><h2 id="a">甲</h2>\n<div class="table-scroll" tabindex="0" role="group" aria-labelledby="a"><table>');
    expect(html).toContain('</table></div></section>\n<section><h2 id="b">乙</h2>');
    expect(html.endsWith('</p></section>\n')).toBe(true);
  });

  it('marks the text’s own dates as <time> only when asked (a comparison or a list leaves them as words)', () => {
    expect(renderText(markdown.parse(text, {}), { text: true, dated: true })).toContain('<p>生效日期：<time datetime="2026-12-01">2026 年 12 月 1 日</time></p>');
    expect(render(text)).toContain('<p>生效日期：2026 年 12 月 1 日</p>');
  });
});
