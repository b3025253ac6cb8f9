// A message shown before its part of the messages was loaded reads as its key (`copy_link`, `show_qr`):
// every page of every e2e test watches for that, from its first paint to its last, in text and in the
// attributes people read (alt, aria-label, title, placeholder), and the test fails naming the keys.
// Only keys with an underscore are looked for: no word of the app's own texts has one.
import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';

const PARTS = ['web/messages/en.json', 'web/messages/pages/en.json', 'web/messages/later/en.json'];

/** The app's message keys that cannot be mistaken for words (they hold an underscore). */
export const MESSAGE_KEYS = PARTS.flatMap((path) => Object.keys(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>)).filter((key) => key.includes('_'));

/**
 * Watches every page of `context` for message keys shown raw, across navigations; returns the keys
 * seen so far with the address each was seen at (read it when the test ends).
 */
export async function watchRawKeys(context: BrowserContext): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  await context.exposeBinding('__rawKey', ({ page }, key: string) => void found.set(key, page.url()));
  await context.addInitScript((keys: string[]) => {
    const known = new Set(keys);
    const seen = new Set<string>();
    const report = (window as unknown as { __rawKey: (key: string) => void }).__rawKey;
    const ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'];
    const look = (text: string | null) => {
      for (const word of text?.match(/[a-z][a-z0-9]*_[a-z0-9_]+/g) ?? []) {
        if (known.has(word) && !seen.has(word)) {
          seen.add(word);
          report(word);
        }
      }
    };
    // text a person reads: not a script's or a style's
    const read = (text: Node) => !text.parentElement?.closest('script, style, template');
    const lookAt = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) return read(node) ? look(node.textContent) : undefined;
      if (!(node instanceof Element) || node.closest('script, style, template')) return;
      for (const name of ATTRIBUTES) look(node.getAttribute(name));
      for (const child of node.querySelectorAll(ATTRIBUTES.map((name) => `[${name}]`).join(','))) for (const name of ATTRIBUTES) look(child.getAttribute(name));
      const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) if (read(text)) look(text.textContent);
    };
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') lookAt(record.target);
        else if (record.type === 'attributes') look((record.target as Element).getAttribute(record.attributeName!));
        else record.addedNodes.forEach(lookAt);
      }
    });
    const start = () => {
      lookAt(document.documentElement);
      observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ATTRIBUTES });
    };
    if (document.documentElement) start();
    else document.addEventListener('DOMContentLoaded', start, { once: true });
  }, MESSAGE_KEYS);
  return found;
}
