// Practice runs its table in the page: it renders in the browser only, from the app's shell.
export const ssr = false;
