import { diffArrays } from 'diff';
import type MarkdownItClass from 'markdown-it';
import type { Token } from 'markdown-it';
import { htmlPieces, renderPieces, textOfPieces, withEdits, type Opened, type Piece, type Span } from './html-pieces.ts';
import { copySlot, sectionWrapper, type TextEnv } from './markdown/index.ts';

type MarkdownIt = InstanceType<typeof MarkdownItClass>;

/** One sentence of a text: its HTML (tags balanced) and its text, which is what is compared. */
interface Sentence {
  html: string;
  text: string;
}

/** A sentence as the splitter cut it, with its pieces: those htmlPieces reads in its HTML. */
interface SplitSentence extends Sentence {
  pieces: Piece[];
}

/**
 * A block that holds text: a paragraph, a heading, a list item (its first paragraph), a table row.
 * Blocks are where sentences end even without punctuation; a table row is compared whole.
 */
interface Block {
  kind: 'paragraph' | 'heading' | 'item' | 'row';
  /** Index of the token that opens the block (for an item, its `list_item_open`). */
  open: number;
  /** Index of the token that closes it (for an item, its `list_item_close`). */
  close: number;
  /** Index of its `inline` token (none for a row). */
  inline?: number;
  sentences: Sentence[];
  /** A row's cells, as HTML. */
  cells?: string[];
}

type Mark = 'same' | 'added' | 'removed';

const sentenceEnd = /(?<=[。！？；][”’」』）)]*)(?![”’」』）)。！？；])/;
const endsSentence = /[。！？；][”’」』）)]*$/;
const plainOf = (pieces: readonly Piece[]) => textOfPieces(pieces).replace(/\s+/g, ' ').trim();
const plain = (html: string) => plainOf(htmlPieces(html));

/** The element opened at `index` when nothing stands between its tags (`<strong></strong>`, not a void `<br>`). */
function emptyElementAt(pieces: readonly Piece[], index: number): Span | undefined {
  const [open, close] = [pieces[index], pieces[index + 1]];
  const empty = open && 'open' in open && close && 'close' in close && close.html !== '' && close.close === open.open && close.start === open.end;
  return empty ? { start: open.start, end: close.end } : undefined;
}

/** A contact's copy slot is empty on purpose (markdown/text.ts). */
const isCopySlot = (html: string, { start, end }: Span) => html.slice(start, end) === copySlot;

/** A piece of a sentence as the splitter writes it, before it has its place in the sentence's HTML. */
type Written = Opened | { close: string; html: string } | { text: string };

/**
 * A sentence's pieces, without the elements a split left empty (those they held first; a copy slot
 * stays), each given its place in the sentence's HTML: the pieces htmlPieces reads in that HTML.
 */
function sentencePieces(written: readonly Written[]): Piece[] {
  const kept: Written[] = [];
  for (const piece of written) {
    const last = kept.at(-1);
    const empty = 'close' in piece && piece.html !== '' && last && 'open' in last && last.open === piece.close && last.html + piece.html !== copySlot;
    if (empty) kept.pop();
    else if (!('text' in piece) || piece.text !== '') kept.push(piece);
  }
  const pieces: Piece[] = [];
  let at = 0;
  for (const piece of kept) {
    const last = pieces.at(-1);
    const html = 'text' in piece ? piece.text : piece.html;
    const span = { start: at, end: at + html.length };
    at = span.end;
    if ('text' in piece && last && 'text' in last) Object.assign(last, { text: last.text + piece.text, end: span.end });
    else if (!('open' in piece)) pieces.push({ ...piece, ...span });
    else {
      const shift = span.start - piece.start;
      const spans = Object.fromEntries(Object.entries(piece.spans).map(([name, { start, end }]) => [name, { start: start + shift, end: end + shift }]));
      pieces.push({ ...piece, ...span, spans });
    }
  }
  return pieces;
}

/**
 * Splits inline HTML into sentences at 。！？； (with the quotes or brackets that close them). Each
 * sentence closes the inline tags open at its end and the next reopens them, so every sentence is
 * well-formed HTML on its own: `<strong>甲。乙。</strong>` becomes `<strong>甲。</strong>` and `<strong>乙。</strong>`.
 */
export function splitSentences(html: string): SplitSentence[] {
  const sentences: SplitSentence[] = [];
  const open: Opened[] = [];
  let current: Written[] = [];
  const finish = () => {
    const pieces = sentencePieces([...current, ...open.map((tag) => ({ close: tag.open, html: `</${tag.open}>` })).reverse()]);
    const text = plainOf(pieces);
    if (text) sentences.push({ html: renderPieces(pieces), pieces, text });
    current = [...open];
  };
  for (const piece of htmlPieces(html)) {
    if (!('text' in piece)) {
      if ('open' in piece) open.push(piece);
      else open.pop();
      current.push(piece);
      continue;
    }
    const parts = piece.text.split(sentenceEnd);
    parts.forEach((part, index) => {
      current.push({ text: part });
      // A text that ends a sentence just before a tag (`甲。</strong>`) ends it there too.
      if (index < parts.length - 1 || endsSentence.test(part)) finish();
    });
  }
  finish();
  return sentences;
}

function blocksOf(tokens: Token[], md: MarkdownIt, env: TextEnv): Block[] {
  const blocks: Block[] = [];
  const inline = (token: Token | undefined) => md.renderer.renderInline(token?.children ?? [], md.options, env);
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token?.type === 'tr_open') {
      const open = index;
      const cells: string[] = [];
      for (index += 1; tokens[index] && tokens[index]?.type !== 'tr_close'; index += 1) {
        if (tokens[index]?.type === 'inline') cells.push(inline(tokens[index]));
      }
      const text = cells.map(plain).join(' | ');
      blocks.push({ kind: 'row', open, close: index, sentences: [{ html: cells.join(''), text }], cells });
      continue;
    }
    if (token?.type !== 'inline') continue;
    const before = tokens[index - 1];
    const item = tokens[index - 2]?.type === 'list_item_open' && before?.type === 'paragraph_open';
    const kind = item ? 'item' : before?.type === 'heading_open' ? 'heading' : 'paragraph';
    const open = item ? index - 2 : index - 1;
    blocks.push({ kind, open, close: closing(tokens, open), inline: index, sentences: splitSentences(inline(token)) });
  }
  return blocks;
}

/** The token that closes the one opened at `open` (same level, nesting -1). */
function closing(tokens: Token[], open: number): number {
  const level = tokens[open]?.level;
  let index = open + 1;
  while (index < tokens.length && !(tokens[index]?.nesting === -1 && tokens[index]?.level === level)) index += 1;
  return index;
}

export interface Comparison {
  /** The new text's HTML with the changes marked. */
  html: string;
  /** How many places changed: each has the id `change-<n>`, from 1. */
  changes: number;
  /** The changes in each `##` section, by its heading's id, in order. */
  changesBySection: Map<string, number[]>;
}

interface Segment {
  mark: Mark;
  sentence: Sentence;
}

const labels: Record<Exclude<Mark, 'same'>, { tag: string; label: string }> = {
  added: { tag: 'ins', label: '新增：' },
  removed: { tag: 'del', label: '删除：' },
};

/** `html` without its links' tags (their words stay) and without the copy slots that follow contacts. */
function withoutLinks(html: string): string {
  const pieces = htmlPieces(html);
  const removed = pieces.flatMap((piece, index) => {
    const slot = emptyElementAt(pieces, index);
    if (slot && isCopySlot(html, slot)) return [{ ...slot, html: '' }];
    const link = ('open' in piece && piece.open === 'a') || ('close' in piece && piece.close === 'a' && piece.html !== '');
    return link ? [{ start: piece.start, end: piece.end, html: '' }] : [];
  });
  return withEdits(html, removed);
}

/** A mark says what it is in words too, for a screen reader (ins and del are not announced by all). */
function marked(mark: Exclude<Mark, 'same'>, html: string): string {
  const { tag, label } = labels[mark];
  // A removed sentence's links would lead to what no longer exists (a contact's copy button too).
  const content = mark === 'removed' ? withoutLinks(html) : html;
  return `<${tag}><span class="visually-hidden">${label}</span>${content}</${tag}>`;
}

/**
 * The new text, rendered from its tokens, with what changed since the old text marked sentence by
 * sentence: added sentences in `<ins>`, removed ones in `<del>` where they stood. A removed block
 * (paragraph, item, row) is shown in the form its place in the new text allows. Each changed place
 * gets an id and a link to the next one, `nextHref(n)`, named with the place it leads to (after a heading,
 * not inside it).
 */
export function compareTexts(oldTokens: Token[], newTokens: Token[], md: MarkdownIt, nextHref: (change: number) => string, env: TextEnv = {}): Comparison {
  const oldBlocks = blocksOf(oldTokens, md, env);
  const newBlocks = blocksOf(newTokens, md, env);
  const units = (blocks: Block[]) => blocks.flatMap((block, index) => block.sentences.map((sentence) => ({ block: index, sentence })));
  const oldUnits = units(oldBlocks);
  const newUnits = units(newBlocks);
  const parts = diffArrays(oldUnits, newUnits, { comparator: (a, b) => a.sentence.text === b.sentence.text });

  // Where each old block's sentences went: the new block that kept one of them.
  const home = new Map<number, number>();
  let oldAt = 0;
  let newAt = 0;
  for (const part of parts) {
    const count = part.count;
    if (!part.added && !part.removed) {
      for (let offset = 0; offset < count; offset += 1) {
        const oldBlock = oldUnits[oldAt + offset]?.block;
        const newBlock = newUnits[newAt + offset]?.block;
        if (oldBlock !== undefined && newBlock !== undefined && !home.has(oldBlock)) home.set(oldBlock, newBlock);
      }
    }
    if (!part.added) oldAt += count;
    if (!part.removed) newAt += count;
  }

  const segments = newBlocks.map((): Segment[] => []);
  /**
   * Old blocks removed whole, by where they are shown: after the new block before them when it is of
   * the same kind (a removed item stays in its list, a row in its table), else before the next one.
   */
  const removedAt = new Map<string, number[]>();
  let lastNewBlock = -1;
  oldAt = 0;
  newAt = 0;
  for (const part of parts) {
    for (let offset = 0; offset < part.count; offset += 1) {
      if (part.removed) {
        const unit = oldUnits[oldAt + offset];
        if (!unit) continue;
        const kept = home.get(unit.block);
        if (kept !== undefined) segments[kept]?.push({ mark: 'removed', sentence: unit.sentence });
        else {
          const sameKind = newBlocks[lastNewBlock]?.kind === oldBlocks[unit.block]?.kind;
          const place = sameKind ? `after ${String(lastNewBlock)}` : `before ${String(lastNewBlock + 1)}`;
          const list = removedAt.get(place) ?? [];
          if (list.at(-1) !== unit.block) list.push(unit.block);
          removedAt.set(place, list);
        }
      } else {
        const unit = newUnits[newAt + offset];
        if (!unit) continue;
        segments[unit.block]?.push({ mark: part.added ? 'added' : 'same', sentence: unit.sentence });
        lastNewBlock = unit.block;
      }
    }
    if (!part.added) oldAt += part.count;
    if (!part.removed) newAt += part.count;
  }

  let changes = 0;
  const changesBySection = new Map<string, number[]>();
  let section = '';
  const change = () => {
    changes += 1;
    changesBySection.get(section)?.push(changes);
    return changes;
  };
  // Filled in once the number of changes is known: the last one has no next.
  const nextLink = (n: number) => `\uE000next ${n}\uE000`;
  const nextLinks = /\uE000next (\d+)\uE000/g;

  const removedBlock = (oldBlock: Block, place: Block | undefined): string => {
    const n = change();
    const attrs = `class="change" id="change-${n}" tabindex="-1"`;
    const html = oldBlock.cells?.join(' | ') ?? oldBlock.sentences.map((sentence) => sentence.html).join('');
    if (place?.kind === 'row') {
      const cells = oldBlock.cells ?? [html];
      return `<tr ${attrs}>${cells.map((cell, index) => `<td>${marked('removed', cell)}${index === cells.length - 1 ? nextLink(n) : ''}</td>`).join('')}</tr>\n`;
    }
    const tag = place?.kind === 'item' ? 'li' : 'p';
    return `<${tag} ${attrs}>${marked('removed', html)}${nextLink(n)}</${tag}>\n`;
  };

  const blockHtml = (blockSegments: Segment[]): string => {
    let html = '';
    let group = '';
    const closeGroup = () => {
      if (!group) return;
      const n = change();
      html += `<span class="change" id="change-${n}" tabindex="-1">${group}</span>${nextLink(n)}`;
      group = '';
    };
    for (const { mark, sentence } of blockSegments) {
      if (mark === 'same') {
        closeGroup();
        html += sentence.html;
      } else group += marked(mark, sentence.html);
    }
    closeGroup();
    return html;
  };

  const rowHtml = (block: Block, blockSegments: Segment[], tokens: Token[]): string => {
    const added = blockSegments.some((segment) => segment.mark === 'added');
    const n = added ? change() : 0;
    const cellTags = tokens.filter((token) => token.type === 'th_open' || token.type === 'td_open').map((token) => token.tag);
    const cells = (block.cells ?? []).map((cell, index) => {
      const tag = cellTags[index] ?? 'td';
      const content = added ? marked('added', cell) + (index === (block.cells?.length ?? 0) - 1 ? nextLink(n) : '') : cell;
      return `<${tag}>${content}</${tag}>`;
    });
    return `<tr${added ? ` class="change" id="change-${n}" tabindex="-1"` : ''}>\n${cells.join('\n')}\n</tr>\n`;
  };

  const blockAt = new Map(newBlocks.map((block, index) => [block.open, index]));
  const blockEndingAt = new Map(newBlocks.map((block, index) => [block.close, index]));
  const blockOfInline = new Map(newBlocks.map((block, index) => [block.inline, index]));
  const removedBlocks = (place: string, form: Block | undefined) =>
    (removedAt.get(place) ?? []).map((old) => (oldBlocks[old] ? removedBlock(oldBlocks[old], form) : '')).join('');
  // A text's comparison is shown as the text is, in its sections (see markdown/sections.ts).
  const sections = env.text ? sectionWrapper() : null;
  let html = '';
  let afterHeading = '';
  for (let index = 0; index < newTokens.length; index += 1) {
    const token = newTokens[index];
    if (!token) continue;
    const blockIndex = blockAt.get(index);
    const block = blockIndex === undefined ? undefined : newBlocks[blockIndex];
    if (blockIndex !== undefined) html += removedBlocks(`before ${String(blockIndex)}`, block);
    if (sections) html = sections.open(token, html);
    if (token.type === 'heading_open' && token.tag === 'h2') {
      section = String(token.attrGet('id') ?? '');
      changesBySection.set(section, []);
    }
    if (blockIndex !== undefined && block?.kind === 'row') {
      html += rowHtml(block, segments[blockIndex] ?? [], newTokens.slice(index, block.close));
      html += removedBlocks(`after ${String(blockIndex)}`, block);
      index = block.close;
      continue;
    }
    if (token.type === 'inline') {
      const owner = blockOfInline.get(index);
      let inline = owner === undefined ? md.renderer.renderInline(token.children ?? [], md.options, env) : blockHtml(segments[owner] ?? []);
      // A heading's name is its words alone: its jump to the next change follows it.
      if (owner !== undefined && newBlocks[owner]?.kind === 'heading') {
        afterHeading = inline.match(nextLinks)?.join('') ?? '';
        inline = inline.replace(nextLinks, '');
      }
      html += inline;
      continue;
    }
    const rule = md.renderer.rules[token.type];
    html += rule ? rule(newTokens, index, md.options, env, md.renderer) : md.renderer.renderToken(newTokens, index, md.options);
    if (token.type === 'heading_close') {
      html += afterHeading;
      afterHeading = '';
    }
    const ended = blockEndingAt.get(index);
    if (ended !== undefined) html += removedBlocks(`after ${String(ended)}`, newBlocks[ended]);
  }
  html += removedBlocks(`before ${String(newBlocks.length)}`, undefined);
  if (sections) html = sections.close(html);
  // Each says where it leads, so that the list of links tells them apart.
  html = html.replace(nextLinks, (_, n: string) =>
    Number(n) < changes
      ? `<a class="next-change" href="${nextHref(Number(n) + 1)}" aria-label="下一处修改（第 ${String(Number(n) + 1)} 处，共 ${String(changes)} 处）">下一处修改</a>`
      : '',
  );
  return { html, changes, changesBySection };
}
