import { describe, expect, it } from 'vitest';
import { elementSpan, firstElement, htmlPieces, insertInto, renderPieces, textOf, withAttribute } from '../vite-plugins/content/html-pieces.ts';

const page = '<head>\n  <title>甲</title>\n  <script type="module" src="/a.js"></script>\n</head><body><p>一&amp;二<br>三 <a href="#/x?y=1&amp;z=2" class="k">四</a></p></body>';

describe('rendered HTML in pieces', () => {
  it('gives back every byte it read, entities and void elements included', () => {
    expect(renderPieces(htmlPieces(page))).toBe(page);
  });

  it('reads the words between the tags as written, not what stands in a tag or a comment', () => {
    expect(textOf('<p title="a>b">一&amp;二<br>三<!-- 注 --> <a href="#/x">四</a></p>')).toBe('一&amp;二三 四');
  });

    it('changes one attribute and leaves the rest of the tag and the text as written', () => {
    expect(withAttribute(page, 'href', (href) => (href.startsWith('#/') ? `/pages${href.slice(1)}` : undefined))).toBe(page.replace('href="#/x', 'href="/pages/x'));
    expect(withAttribute(page, 'href', () => undefined)).toBe(page);
  });

  it('finds an element whole, with the white space before it if asked, and inserts into one', () => {
    const pieces = htmlPieces(page);
    const { index } = firstElement(pieces, '<script>', ({ open }) => open === 'script');
    const { start, end } = elementSpan(pieces, index, true);
    expect(page.slice(start, end)).toBe('\n  <script type="module" src="/a.js"></script>');
    expect(insertInto(page, { before: 'head' }, '<meta />')).toContain('</script>\n<meta /></head>');
    expect(insertInto(page, { after: 'body' }, '甲')).toContain('<body>甲<p>');
    expect(() => firstElement(pieces, '<table>', ({ open }) => open === 'table')).toThrow(/no <table>/);
  });
});
