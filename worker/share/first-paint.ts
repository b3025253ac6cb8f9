import type { SharePreview } from '../../shared/table/share-preview.js';

// The first paint of a shared table link: a picture of the table as a spectator sees it, drawn by the
// HTML alone while the app loads, over the whole window (fixed), so the app draws under it and the
// picture goes when the app's own table is up (TAKE_OVER) without moving anything on the page.
// Without JavaScript it stays, and reads whole. Its markup is made here from numbers and the page's
// own structure only; every text (names, the game, the score) is written into the `data-slot`
// elements afterwards, escaped (share-page.ts).

/** The first paint's styles (its own: the app's stylesheet may not have arrived yet). */
export const firstPaintStyle = [
  '.sp{position:fixed;inset:0;z-index:40;display:flex;flex-direction:column;background:#0d4a3a;color:#fff;font-family:system-ui,sans-serif;overflow:hidden}',
  '.sp-head{display:flex;flex-wrap:wrap;gap:2px 12px;align-items:baseline;padding:10px 14px}',
  '.sp-head b{font-size:1.2rem}',
  '.sp-score{display:flex;flex-wrap:wrap;justify-content:center;gap:4px 18px;padding:6px 10px;background:rgb(0 0 0/.22)}',
  '.sp-score b{margin-inline-start:6px}',
  '.sp-felt{position:relative;flex:1;margin:44px 64px 60px;border-radius:28px;background:radial-gradient(ellipse at center,#17704f 0%,#0e5139 80%);box-shadow:inset 0 0 0 6px #0a3d2b}',
  '.sp-seat{position:absolute;transform:translate(-50%,-50%);max-width:38vw;padding:4px 10px;border-radius:12px;background:rgb(0 0 0/.5);white-space:nowrap;overflow:hidden;text-overflow:ellipsis;font-size:.9rem}',
  '.sp-turn{box-shadow:0 0 0 2px #ffd54f}',
  '.sp-card{position:absolute;transform:translate(-50%,-50%);width:42px;height:59px;border-radius:5px;background:#fffdf8;color:#111;display:flex;flex-direction:column;align-items:center;justify-content:center;font-weight:700;line-height:1;box-shadow:0 1px 3px rgb(0 0 0/.4);direction:ltr}',
  '.sp-card i{font-style:normal;font-size:1.4rem}',
  '.sp-card.sH,.sp-card.sD{color:#c4161c}',
  '.sp-missing{align-items:center;justify-content:center;gap:10px;padding:24px;text-align:center;background:#f6f3ec;color:#1d1d1b}',
  '.sp-missing h1{font-size:1.4rem;margin:0}',
  '.sp-missing a{display:inline-block;margin:6px;padding:10px 16px;border-radius:10px;background:#0d4a3a;color:#fff;text-decoration:none;font-weight:600}',
].join('');

/** Where seat `seat` of `seats` sits, in percent of the felt (seat 0 at the bottom, as a spectator sees it; web/src/lib/table/layout.ts). */
export function seatSpot(seat: number, seats: number): { x: number; y: number } {
  const angle = (2 * Math.PI * seat) / seats;
  const sin = Math.sin(angle);
  const cos = Math.cos(angle);
  const edge = Math.max(Math.abs(sin), Math.abs(cos));
  return { x: round(50 + (50 * sin) / edge), y: round(50 + (50 * cos) / edge) };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Takes the first paint away once the table page has drawn its lobby or game table (`.lobby`, `.game`),
 * or its banner (the connection lost, the table full, a newer app); for a missing table, once the page
 * says so itself (`table-gone`). A script of the share page, so the app's own JavaScript carries none
 * of it (test/e2e/share.spec.ts checks the take-over).
 */
const TAKE_OVER =
  "<script>(function(){var p=document.getElementById('share-paint');if(!p)return;" +
  "var s=p.dataset.status==='missing'?'[data-testid=table-gone]':'.lobby,.game,[data-testid=banner]';" +
  'var o=new MutationObserver(function(){if(document.querySelector(s)){p.remove();o.disconnect()}});' +
  'o.observe(document.body,{childList:true,subtree:true})})()</script>';

const SUIT = /^[AKQJT2-9]([SHDC])[12]?$/;

/** The first paint's markup, without any text: the slots are filled by share-page.ts. */
export function paintSkeleton(preview: SharePreview | null): string {
  if (!preview) {
    return (
      '<div id="share-paint" class="sp sp-missing" data-status="missing" data-testid="share-paint">' +
      '<h1 data-slot="missing-title"></h1><p data-slot="missing-text"></p>' +
      '<p><a href="/tables" data-slot="my-tables"></a><a href="/" data-slot="home"></a></p></div>' +
      TAKE_OVER
    );
  }
  const seats = preview.seats.length;
  const turn = new Set(preview.turn);
  const seatTags = preview.seats.map(({ seat }) => {
    const { x, y } = seatSpot(seat, seats);
    return `<span class="sp-seat${turn.has(seat) ? ' sp-turn' : ''}" style="left:${x}%;top:${y}%" data-seat="${seat}" data-slot="seat-${seat}"></span>`;
  });
  const cardTags = preview.trick.map(({ seat, card }, i) => {
    const { x, y } = seatSpot(seat, seats);
    const suit = SUIT.exec(card)?.[1] ?? 'S';
    return `<span class="sp-card s${suit}" style="left:${round(50 + (x - 50) * 0.4)}%;top:${round(50 + (y - 50) * 0.4)}%"><b data-slot="card-${i}-rank"></b><i data-slot="card-${i}-suit"></i></span>`;
  });
  const teams = (preview.score ?? []).map((_, team) => `<span class="sp-team"><span data-slot="team-${team}"></span><b data-slot="score-${team}"></b></span>`);
  return (
    `<div id="share-paint" class="sp" data-status="${preview.status}" data-testid="share-paint">` +
    '<header class="sp-head"><b data-slot="game"></b><span data-slot="status"></span><span data-slot="host"></span></header>' +
    (teams.length ? `<div class="sp-score">${teams.join('')}</div>` : '') +
    `<div class="sp-felt">${seatTags.join('')}${cardTags.join('')}</div></div>` +
    TAKE_OVER
  );
}
