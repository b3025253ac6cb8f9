// The pages that do not depend on a table (home, the rules, /fair, the shell of My tables) are drawn at
// build time in every language (svelte.config.js lists the addresses) and hydrated in the browser;
// what depends on the device (its tables, its practice game) is filled in once mounted.
export const prerender = true;
