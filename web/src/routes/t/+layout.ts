// A table's pages render in the browser only, from the app's shell (the Worker serves it for /t/<id>).
export const ssr = false;
