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
