import type { Page } from '@playwright/test';
import type { Virtual } from '@guidepup/virtual-screen-reader';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

declare global {
  interface Window {
    virtualScreenReader?: Virtual;
  }
}

/** A move of the reader: to the next or previous item, or one of the screen reader's commands (by heading, by link…). */
export type Move = 'next' | 'previous' | keyof Virtual['commands'];

/** The library's browser build: one ES module with its dependencies inside. */
const library = readFileSync(createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js'), 'utf8');

/**
 * Starts the virtual screen reader over the whole document, as a reader would switch theirs on with the
 * page open. It is served from the page's own origin, so the page keeps its Content-Security-Policy
 * (script-src 'self') and the fixtures still fail a test on any violation.
 */
export async function startListening(page: Page): Promise<void> {
  await page.route('**/__listening/virtual-screen-reader.js', (route) => route.fulfill({ contentType: 'text/javascript', body: library }));
  await page.route('**/__listening/start.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "import { virtual } from './virtual-screen-reader.js'; window.virtualScreenReader = virtual;",
    }),
  );
  await page.addScriptTag({ url: '/__listening/start.js', type: 'module' });
  await page.evaluate(async () => {
    if (!window.virtualScreenReader) throw new Error('the virtual screen reader did not load');
    await window.virtualScreenReader.start({ container: document.body });
  });
}

/** Everything heard since the reader was switched on, announcements of live regions included. */
export async function spokenLog(page: Page): Promise<string[]> {
  return page.evaluate(async () => (window.virtualScreenReader ? window.virtualScreenReader.spokenPhraseLog() : []));
}

interface MoveUntil {
  /** How to move, one step at a time. */
  move: Move;
  /** Stops on the first phrase heard that matches. */
  until: RegExp;
  /** Gives up after this many steps: a long text is some 2,000 phrases, a comparison 7,000. */
  atMost: number;
  /**
   * Scrolls what the reader is on into view after each step, as NVDA, VoiceOver and TalkBack do (the
   * page places some controls only near the screen). Off to listen to the page as it first appears.
   */
  scroll?: boolean;
}

/**
 * Moves the reader until it says a phrase that matches, and returns what it said on the way (that phrase
 * last), or throws with what it said when it gave up.
 */
export async function moveUntil(page: Page, { move, until, atMost, scroll = true }: MoveUntil): Promise<string[]> {
  const heard = await page.evaluate(
    async ({ move: how, pattern, flags, steps, follow }) => {
      const reader = window.virtualScreenReader;
      if (!reader) throw new Error('the virtual screen reader is not on');
      const found = new RegExp(pattern, flags);
      const said: string[] = [];
      for (let step = 0; step < steps; step += 1) {
        const before = (await reader.spokenPhraseLog()).length;
        if (how === 'next') await reader.next();
        else if (how === 'previous') await reader.previous();
        else await reader.perform(reader.commands[how]);
        const phrases = (await reader.spokenPhraseLog()).slice(before);
        said.push(...phrases);
        if (follow) {
          const node = reader.activeNode;
          const element = node instanceof Element ? node : node?.parentElement;
          element?.scrollIntoView({ block: 'nearest' });
        }
        if (phrases.some((phrase) => found.test(phrase))) return { said, found: true };
      }
      return { said, found: false };
    },
    { move, pattern: until.source, flags: until.flags, steps: atMost, follow: scroll },
  );
  if (!heard.found) throw new Error(`${String(until)} not heard in ${String(atMost)} moves (${move}); heard: ${heard.said.slice(-20).join(' | ')}`);
  return heard.said;
}

/** Activates what the reader is on (a screen reader's Enter or double tap). */
export async function act(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await window.virtualScreenReader?.act();
  });
}

/**
 * The phrases heard, from the start, until the reader comes to the first thing drawn below the first
 * screen (its box starts past the bottom of the viewport, the page not scrolled), with that phrase's
 * place: what a sighted reader takes in at a glance before scrolling, in the order a blind reader hears it.
 */
export async function firstScreen(page: Page, atMost: number): Promise<{ heard: string[]; below: string }> {
  return page.evaluate(async (steps) => {
    const reader = window.virtualScreenReader;
    if (!reader) throw new Error('the virtual screen reader is not on');
    for (let step = 0; step < steps; step += 1) {
      await reader.next();
      const node = reader.activeNode;
      const element = node instanceof Element ? node : node?.parentElement;
      if (element && element.getBoundingClientRect().top >= window.innerHeight) {
        const log = await reader.spokenPhraseLog();
        return { heard: log.slice(0, -1), below: log.at(-1) ?? '' };
      }
    }
    throw new Error(`nothing below the first screen in ${String(steps)} moves`);
  }, atMost);
}
