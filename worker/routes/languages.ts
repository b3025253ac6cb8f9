// The languages a visitor asks for, read from the request by the pages' route (pages.ts); pure, so the
// Node tests read it too.

/** The languages a visitor reads, best first, as bare codes (`ar-SA` is `ar`): the chosen one, then Accept-Language's. */
export function wantedLanguages(cookie: string | undefined, acceptLanguage: string | undefined): string[] {
  const accepted = (acceptLanguage ?? '')
    .split(',')
    .map((item, order) => {
      const [tag, ...params] = item.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { code: tag.split('-')[0].toLowerCase(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((language) => language.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((language) => language.code);
  // only plain language codes make an address (no path of the visitor's making)
  return [...new Set([cookie ?? '', ...accepted])].filter((code) => /^[a-z]{2,3}$/.test(code));
}
