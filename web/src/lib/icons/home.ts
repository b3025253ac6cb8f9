// The home page's icons (see paths.ts), apart from the table's so the table page does not load them.

/** Two people: play with friends. */
export const FRIENDS = 'M9 11a3.5 3.5 0 1 0 0-7a3.5 3.5 0 0 0 0 7zM2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.3c2.2.6 3.5 2.8 3.5 5.7';

/** A tick: the chosen one. */
export const CHECK = 'M5 12.5l4.5 4.5L19 7.5';

/** An open book: the rules. */
export const BOOK = 'M12 6.5C10 5 7 4.5 3 5v13c4-.5 7 0 9 1.5c2-1.5 5-2 9-1.5V5c-4-.5-7 0-9 1.5zM12 6.5v13';
