/**
 * The site's own origin (`https://majlis.example`) when the build is told it (`VITE_SITE_ORIGIN`, a
 * Pages deployment that has no Worker in front), else empty: the Worker writes the request's origin into
 * the drawn pages it serves (worker/routes/pages.ts), and the page in a browser knows its own.
 */
export const SITE_ORIGIN = ((import.meta.env.VITE_SITE_ORIGIN as string | undefined) ?? '').replace(/\/+$/, '');
