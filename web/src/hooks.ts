import type { Reroute } from '@sveltejs/kit';
import { unlocalisedPath } from '$lib/i18n/locales.js';

/** A page at a language's address (`/ar/rules/baloot`) is the page at the bare one, drawn in that language. */
export const reroute: Reroute = ({ url }) => unlocalisedPath(url.pathname);
