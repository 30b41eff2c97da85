import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { PageContent } from '../config/page-content';
import { citedClause, citationOf, sectionAddress } from './citation';
import type { Copier } from './share-status';
import { useMarkupSlots, useSlots } from './use-slots';
import { useNearSections } from './use-near-sections';
import './share.css';

interface SharingProps {
  article: HTMLElement;
  content: PageContent;
  copier: Copier;
  /** What the page shows: its controls are placed again when it changes. */
  text: unknown;
}

/**
 * Share and cite: beside each heading of the text a 分享 control (its section's address, and its
 * clause with the citation), a copy button beside each phone number and mailbox (many web views
 * refuse `tel:` and `mailto:`), and one beside the link to the plain document to keep.
 */
export function SharingTools({ article, content, copier, text }: SharingProps) {
  // After the heading, read and reached right after it; drawn beside it, in the room the heading keeps (share.css).
  const headings = useSlots(article, '.prose h2[id], .prose h3[id]', 'after', 'section-share', text, 'div');
  // 分享 and 复制 inside a part of the text are rendered once the part comes near the screen.
  const near = useNearSections(article, text);
  const isNear = (element: Element) => {
    const part = element.closest('.prose > section');
    return near === 'all' || part === null || near.has(part);
  };
  const contacts = useMarkupSlots<HTMLAnchorElement>(article, '.prose .copy-slot', text);
  const keepCopy = useMarkupSlots<HTMLAnchorElement>(article, '.keep-copy .copy-slot', text);
  // A comparison shows deletions beside the text: a clause is cited from the version itself.
  const comparison = article.querySelector('.comparison') !== null;
  return (
    <>
      {headings.map(({ target, slot }) =>
        isNear(target) &&
        createPortal(<SectionShare article={article} heading={target} content={content} copier={copier} cite={!comparison} />, slot, target.id),
      )}
      {contacts.map(({ target, slot }, index) => {
        if (!isNear(slot)) return null;
        const value = target.textContent;
        const what = target.protocol === 'tel:' ? '电话号码' : '邮箱地址';
        return createPortal(
          // Named by what it copies; the number, just heard as the link before it, is its description.
          <button type="button" className="contact-copy-button" aria-label={`复制${what}`} title={value} onClick={() => copier.copy(value, `已复制${what} ${value}`)}>
            复制
          </button>,
          slot,
          String(index),
        );
      })}
      {keepCopy.map(({ target, slot }) =>
        createPortal(
          <button type="button" className="contact-copy-button" aria-label="复制独立网页的链接" onClick={() => copier.copy(target.href, '已复制独立网页的链接，可以粘贴到浏览器中打开')}>
            复制
          </button>,
          slot,
          target.href,
        ),
      )}
    </>
  );
}

interface SectionShareProps {
  article: HTMLElement;
  heading: HTMLElement;
  content: PageContent;
  copier: Copier;
  /** Whether the section's text can be copied as a clause (not in a comparison). */
  cite: boolean;
}

function SectionShare({ article, heading, content, copier, cite }: SectionShareProps) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const name = citationOf(heading);
  const address = sectionAddress(article, heading.id);
  return (
    <>
      <button ref={toggle} type="button" className="share-toggle" aria-expanded={open} aria-label={`分享 ${name}`} onClick={() => setOpen(!open)}>
        分享
      </button>
      {open && (
        <div
          className="share-panel"
          role="group"
          aria-label={`分享 ${name}`}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            setOpen(false);
            toggle.current?.focus();
          }}
        >
          {address && (
            <button type="button" onClick={() => copier.copy(address, `已复制 ${name} 的链接`)}>
              复制链接
            </button>
          )}
          {cite && (
            <button
              type="button"
              onClick={() => copier.copy(citedClause({ title: content.title, effective: content.version?.effective, heading, address }), `已复制 ${name} 及出处`)}
            >
              复制本条
            </button>
          )}
        </div>
      )}
    </>
  );
}
