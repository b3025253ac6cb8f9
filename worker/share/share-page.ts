import type { SharePreview } from '../../shared/table/share-preview.js';
import { SHARE_WORDS, type ShareLocale } from './share-words.js';
import { firstPaintStyle, paintSkeleton } from './first-paint.js';
import type { ShareTexts } from './share-texts.js';

/**
 * The app's HTML with a table's preview in it: the language and direction, the title, Open Graph and
 * Twitter-card tags, and the first paint (see first-paint.ts). Two passes: the first adds markup made
 * only of the page's own structure (no name, no text from a person), the second writes every text into
 * it with `setInnerContent` and `setAttribute`, which escape it.
 */
export function sharePage(
  shell: Response,
  page: { preview: SharePreview | null; texts: ShareTexts; locale: ShareLocale; origin: string },
): Response {
  const { preview, texts, locale, origin } = page;
  const words = SHARE_WORDS[locale];
  const meta: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', words.app],
    ['og:title', texts.title],
    ['og:description', texts.description],
    ['og:locale', words.ogLocale],
    ['twitter:card', preview ? 'summary_large_image' : 'summary'],
    ['twitter:title', texts.title],
    ['twitter:description', texts.description],
  ];
  if (preview) {
    const image = `${origin}/og/${preview.game}.png`;
    meta.push(['og:url', `${origin}/t/${preview.id}`], ['og:image', image], ['og:image:type', 'image/png'], ['og:image:width', '1200'], ['og:image:height', '630'], ['og:image:alt', texts.imageAlt], ['twitter:image', image], ['twitter:image:alt', texts.imageAlt]);
  }
  const parts = partsFor(preview);
  const structure = new HTMLRewriter()
    .on('head', {
      element(head) {
        const tags = meta.map(([property], i) => `<meta ${property.startsWith('twitter:') ? 'name' : 'property'}="${property}" data-share-meta="${i}">`);
        head.append(`${tags.join('')}<style>${firstPaintStyle}</style>`, { html: true });
      },
    })
    .on('body', {
      element(body) {
        body.prepend(paintSkeleton(preview), { html: true });
      },
    })
    // the table page's files in the shell's head, in parts (scripts/table-shell.ts): those this table's
    // page loads first are kept, the others go
    .on('[data-part]', {
      element(tag) {
        if (parts.has(tag.getAttribute('data-part') ?? '')) tag.removeAttribute('data-part');
        else tag.remove();
      },
    });
  const writing = new HTMLRewriter()
    .on('html', {
      element(html) {
        html.setAttribute('lang', locale);
        html.setAttribute('dir', words.dir);
      },
    })
    .on('title', {
      element(title) {
        title.setInnerContent(texts.title);
      },
    })
    .on('meta[name="description"]', {
      element(tag) {
        tag.setAttribute('content', texts.description);
      },
    })
    .on('meta[data-share-meta]', {
      element(tag) {
        const [, content] = meta[Number(tag.getAttribute('data-share-meta'))] ?? ['', ''];
        tag.setAttribute('content', content);
        tag.removeAttribute('data-share-meta');
      },
    })
    .on('[data-slot]', {
      element(slot) {
        const name = slot.getAttribute('data-slot') ?? '';
        slot.setInnerContent(texts.slots.get(name) ?? '');
        slot.removeAttribute('data-slot');
      },
    });
  const headers = new Headers(shell.headers);
  for (const name of ['etag', 'last-modified', 'content-length', 'cf-cache-status']) headers.delete(name);
  // the page shows the table as it is now: never kept by a cache
  headers.set('cache-control', 'no-store');
  headers.set('content-type', 'text/html; charset=utf-8');
  const transformed = writing.transform(structure.transform(new Response(shell.body, { headers })));
  return new Response(transformed.body, { status: preview ? 200 : 404, headers });
}

/**
 * The parts of the table page's shell (scripts/table-shell.ts) that the page loads first for this
 * table: the page itself, then the lobby before the game, or the game table and the game's own parts.
 */
export function partsFor(preview: SharePreview | null): Set<string> {
  if (!preview) return new Set(['table']);
  return new Set(preview.status === 'lobby' ? ['table', 'lobby'] : ['table', 'game', `game:${preview.game}`]);
}
