import { render } from 'svelte/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setDigits } from '../../web/src/lib/i18n/digits-choice.js';
import { showMessages } from '../../web/src/lib/i18n/messages.js';
import { appStorage } from '../../web/src/lib/net/storage.js';
import ScoreTable from '../../web/src/lib/table/ScoreTable.svelte';

// The app's language is read once per page (locales.ts): this file's page is in Arabic from the start.
appStorage.setItem('PARAGLIDE_LOCALE', 'ar');

afterEach(() => setDigits('latn'));

/** The texts of a score table's cells, as rendered (classes and comments aside). */
function cells(): string {
  const html = render(ScoreTable, {
    props: { caption: 'Hand 3', columns: ['Us', 'Them'], rows: [{ label: '1. Sun', values: [26, 0] }], total: { label: 'Total', values: [152, '40'] } },
  }).body;
  return [...html.matchAll(/<t[dh][^>]*>([^<]*)</g)].map((match) => match[1]).filter(Boolean).join(' ');
}

describe('score tables in the digits the person chose', () => {
  it('hand results and the score sheet follow the Eastern Arabic digits setting in Arabic', async () => {
    await showMessages('ar', ['app']);
    expect(cells()).toBe('Us Them 1. Sun 26 0 Total 152 40');
    setDigits('arab');
    expect(cells()).toBe('Us Them ١. Sun ٢٦ ٠ Total ١٥٢ ٤٠');
  });
});
