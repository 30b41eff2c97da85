import { describe, expect, it } from 'vitest';
import { copySlot, linkContacts } from '../vite-plugins/content/contact-links';
import { site, textFacts } from '../src/config/site';

describe('phone numbers and mailboxes in the texts', () => {
  it('become tel: and mailto: links, the facts of site.ts among them', () => {
    const phone = site['contact.phone'];
    const mailbox = textFacts['contact.guardianEmail'];
    expect(linkContacts(`<p>客服热线 ${phone}，邮箱 ${mailbox}。</p>`)).toBe(
      `<p>客服热线 <a href="tel:${phone.replace(/-/g, '')}">${phone}</a>${copySlot}，邮箱 <a href="mailto:${mailbox}">${mailbox}</a>${copySlot}。</p>`,
    );
  });

  it('leaves alone what is already a link, what is inside a tag, and dates or filing numbers', () => {
    const html = '<p><a href="#/parent?section=contact">service@weiguang.example</a> <span title="400-000-0000">2026-12-01</span> 川B2-00000000</p>';
    expect(linkContacts(html)).toBe(html);
  });

  it('links a third party’s mailbox in a list the same way', () => {
    expect(linkContacts('<td>privacy@xingqiao-pay.example</td>')).toBe(`<td><a href="mailto:privacy@xingqiao-pay.example">privacy@xingqiao-pay.example</a>${copySlot}</td>`);
  });

  it('leaves a mailbox in a comparison’s removed text unlinked, and links the one added', () => {
    const html = '<p><del>发送邮件至 privacy@weiguang.example。</del><ins>发送邮件至 guardian@weiguang.example。</ins></p>';
    expect(linkContacts(html)).toBe(
      `<p><del>发送邮件至 privacy@weiguang.example。</del><ins>发送邮件至 <a href="mailto:guardian@weiguang.example">guardian@weiguang.example</a>${copySlot}。</ins></p>`,
    );
  });
});
