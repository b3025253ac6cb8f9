// A single-page app: every page renders in the browser, the Worker serves index.html for any path.
export const ssr = false;
export const prerender = false;
