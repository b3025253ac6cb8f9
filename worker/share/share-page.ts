import type { SharePreview } from '../../shared/table/share-preview.js';
import { SHARE_WORDS, type ShareLocale, type ShareWords } from './share-words.js';
import { firstPaintStyle, paintSkeleton } from './first-paint.js';

/** The texts a shared link's page carries: its title, its preview's description, and each slot of the first paint. */
export interface ShareTexts {
  title: string;
  description: string;
  imageAlt: string;
  /** The first paint's texts by slot name (see first-paint.ts). */
  slots: Map<string, string>;
}

const SUITS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** The team's name: its seated people's names, joined. */
function teamName(preview: SharePreview, team: number, words: ShareWords): string {
  const names = preview.seats.filter((s) => s.team === team).map((s) => s.name ?? words.seatFree);
  return names.join(' & ');
}

/** The score line, e.g. "Amal & Bilal 52 – 78 Chen & Dana" (two teams), or each team's name and score. */
function scoreLine(preview: SharePreview, words: ShareWords): string {
  const score = preview.score ?? [];
  return score.map((points, team) => `${teamName(preview, team, words)} ${points}`).join(' – ');
}

/** Every text of a table's share page in `locale`; names go in as text, never as markup. */
export function shareTexts(preview: SharePreview, locale: ShareLocale): ShareTexts {
  const words = SHARE_WORDS[locale];
  const game = words.games[preview.game];
  const free = preview.seats.filter((s) => s.kind === 'empty').length;
  const host = preview.hostName ? `${words.host}: ${preview.hostName}` : '';
  let status: string;
  if (preview.status === 'lobby') status = `${words.lobby} · ${words.seatFree}: ${free}`;
  else if (preview.status === 'over' && preview.outcome) {
    status = `${words.gameOver} · ${words.winnerIs(teamName(preview, preview.outcome.winner, words))} · ${preview.outcome.score.join(' – ')}`;
  } else status = `${words.score}: ${scoreLine(preview, words)}`;
  const slots = new Map<string, string>([
    ['game', game],
    ['status', status],
    ['host', host],
  ]);
  for (const seat of preview.seats) slots.set(`seat-${seat.seat}`, seat.name ?? words.seatFree);
  (preview.score ?? []).forEach((points, team) => {
    slots.set(`team-${team}`, teamName(preview, team, words));
    slots.set(`score-${team}`, String(points));
  });
  preview.trick.forEach(({ card }, i) => {
    slots.set(`card-${i}-rank`, card[0] === 'T' ? '10' : card[0]);
    slots.set(`card-${i}-suit`, SUITS[card[1]] ?? '');
  });
  return {
    title: `${game} · ${words.app}`,
    description: [status, host].filter(Boolean).join(' · '),
    imageAlt: `${game} · ${words.app}`,
    slots,
  };
}

/** The texts of the page for a table that does not exist. */
export function missingTexts(locale: ShareLocale): ShareTexts {
  const words = SHARE_WORDS[locale];
  return {
    title: `${words.tableClosed} · ${words.app}`,
    description: words.noTable,
    imageAlt: words.app,
    slots: new Map([
      ['missing-title', words.tableClosed],
      ['missing-text', words.noTable],
      ['my-tables', words.myTables],
      ['home', words.newTable],
    ]),
  };
}

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
  const texts2 = new HTMLRewriter()
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
  const transformed = texts2.transform(structure.transform(new Response(shell.body, { headers })));
  return new Response(transformed.body, { status: preview ? 200 : 404, headers });
}
