import type { SharePreview } from '../../shared/table/share-preview.js';
import { hasTeams } from '../../shared/rules/core/seats.js';
import { teamMark } from '../../web/src/lib/games/team-marks.js';

// The first paint of a shared table link: a picture of the table as a spectator sees it, drawn by the
// HTML alone while the app loads, over the whole window (fixed), so the app draws under it and the
// picture goes when the app's own table is up (TAKE_OVER) without moving anything on the page.
// Without JavaScript it stays, and reads whole. Its markup is made here from numbers and the page's
// own structure only; every text (names, the game, the score) is written into the `data-slot`
// elements afterwards, escaped (share-page.ts).

/** web/src/app.css's font lists, by the page's language. */
export const FONTS = [
  "[lang]{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif}",
  "[lang]:lang(ar){font-family:'Noto Sans Arabic','Geeza Pro','Segoe UI',system-ui,sans-serif}",
  "[lang]:lang(ta){font-family:'Noto Sans Tamil','Tamil Sangam MN','Nirmala UI',system-ui,sans-serif}",
  "[lang]:lang(ml){font-family:'Noto Sans Malayalam','Malayalam Sangam MN','Nirmala UI',system-ui,sans-serif}",
  "[lang]:lang(bn){font-family:'Noto Sans Bengali','Bangla Sangam MN','Nirmala UI',system-ui,sans-serif}",
];

/**
 * The first paint's styles (its own: the app's stylesheet may not have arrived yet): the table page's
 * own look, measured off it at 360x640 and 1280x800 (web/src/routes/+layout.svelte's bar,
 * lib/games/GameTable.svelte, lib/table/TableBar.svelte and Felt.svelte; the lobby's
 * lib/table/TableLobby.svelte and ShareBox.svelte), so the page the app draws under it lies where the
 * picture was: the felt, the seats, the names and the score do not move when it goes.
 */
export const firstPaintStyle = [
  // the app's fonts, one list per script (web/src/app.css, word for word: test/worker/node/share-words.test.ts), so a
  // line here is as tall as the app's
  ...FONTS,
  '.sp{position:fixed;inset:0;z-index:40;display:flex;flex-direction:column;background:#efe9dc;color:#1b1b1b;overflow:hidden;line-height:normal}',
  '.sp-top{flex:none;box-sizing:border-box;height:40px;display:flex;align-items:center;justify-content:space-between;gap:10px;padding:4px 10px;background:#0d4a3a;color:#fff}',
  '.sp-top b{font-size:1.15rem;font-weight:800}',
  '.sp-top nav{display:flex;align-items:center;gap:10px}',
  '.sp-top a{color:#fff}',
  '.sp-lang{box-sizing:border-box;display:inline-block;min-width:92px;height:24px;line-height:18px;overflow:hidden;padding:2px 4px;border:1px solid #767676;border-radius:6px;background:#efefef;color:#000;font-size:.9rem}',
  // a game: the bar (scores, headline), the felt, the dock (GameTable.svelte)
  '.sp-game{flex:1;min-height:0;display:flex;flex-direction:column;gap:4px;padding:4px 6px}',
  '.sp-bar{flex:none;min-height:35px;display:flex;align-items:center;justify-content:space-between;gap:6px}',
  '.sp-menu{display:none;box-sizing:border-box;height:32px;padding:4px 8px;align-items:center;gap:4px;border:1px solid #767676;border-radius:8px;background:#fff;font-size:.8rem}',
  '.sp-menu i{display:inline-block;width:16px;height:12px;background:linear-gradient(#1b1b1b 0 2px,transparent 2px 5px,#1b1b1b 5px 7px,transparent 7px 10px,#1b1b1b 10px 12px)}',
  '@media (max-width:719px){.sp-menu{display:inline-flex}.sp-crowded .sp-menu span{display:none}}',
  '@media (max-width:719px) and (min-height:600px){.sp-crowded{flex-wrap:wrap;row-gap:2px}.sp-crowded .sp-headline{order:1;flex-basis:100%}}',
  '.sp-scores{display:flex;gap:4px;align-self:stretch}',
  '.sp-chip{display:flex;flex-direction:column;align-items:center;min-width:40px;padding:1px 6px;border-radius:8px;background:#fff;border-bottom:3px solid #ccc;line-height:1.1}',
  '.sp-chip.t0{border-bottom-color:#f59f00}.sp-chip.t1{border-bottom-color:#1c8fd0}.sp-chip.t2{border-bottom-color:#d9480f}.sp-chip.t3{border-bottom-color:#9c36b5}',
  '.sp-chip small{font-size:.7rem;color:#505050}',
  '.sp-chip b{font-size:1rem}',
  '.sp-headline{flex:1 1 80px;min-width:0;text-align:center;font-size:.9rem;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}',
  '.sp-felt{position:relative;flex:1 1 0;min-height:110px;border-radius:18px;background:radial-gradient(ellipse at center,#17704f 0%,#0e5139 70%,#0a3d2b 100%);box-shadow:inset 0 0 0 3px rgb(255 255 255/.08),inset 0 0 30px rgb(0 0 0/.4);overflow:hidden}',
  '.sp-seat{position:absolute;box-sizing:border-box;max-width:34%;padding:3px 8px;border:2px solid transparent;border-radius:10px;background:rgb(0 0 0/.5);color:#fff;font-size:.8rem;font-weight:600;text-align:center;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}',
  '.sp-many .sp-seat{max-width:30%;padding:2px 6px}',
  '.sp-name-row{display:block;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}',
  '.sp-count{display:flex;justify-content:center;align-items:center;gap:1px;height:14px;font-weight:400}',
  '.sp-count s{width:7px;height:11px;border-radius:2px;background:#93293a;border:1px solid #fff}',
  '.sp-count small{margin-inline-start:4px;opacity:.85;font-size:.85em}',
  '.sp-av.sp-bot{background:radial-gradient(circle at 33% 45%,#1b1b1b 0 10%,transparent 12%),radial-gradient(circle at 67% 45%,#1b1b1b 0 10%,transparent 12%),var(--t)}',
  '.sp-turn{border-color:#ffd54a}',
  '.sp-av{display:inline-grid;place-items:center;width:1.7em;height:1.7em;margin-inline-end:4px;vertical-align:middle;border-radius:50%;background:var(--t);color:#1b1b1b;font-size:.8em;font-weight:700;line-height:1}',
  '.t0{--t:#ffb74d}.t1{--t:#4fc3f7}.t2{--t:#f4a7a0}.t3{--t:#dcaee4}',
  '.sp-card{position:absolute;transform:translate(-50%,-50%);width:44px;height:62px;border-radius:5px;background:#fffdf8;color:#111;display:flex;flex-direction:column;align-items:center;justify-content:center;font-weight:700;line-height:1;box-shadow:0 1px 3px rgb(0 0 0/.4);direction:ltr}',
  '.sp-card i{font-style:normal;font-size:1.4rem}',
  '.sp-card.sH,.sp-card.sD{color:#c4161c}',
  '.sp-dock{flex:none;height:86px;display:flex;align-items:flex-end;font-size:.9rem}',
  '.sp-dock b{line-height:32px}',
  '.sp-seated .sp-dock b{visibility:hidden}',
  // a seated player's picture keeps the room of their hand (GameTable.svelte's dock without decisions:
  // the hand and the notices' line above it), so the felt is where the app puts it
  '.sp-seated .sp-dock{height:155px}',
  '@media (min-width:900px) and (min-height:560px){.sp-game{gap:8px;padding:6px 16px 10px}.sp-felt .sp-seat{font-size:.95rem;padding:5px 12px}.sp-count{height:18px}.sp-count s{width:9px;height:14px}.sp-dock{height:50px;align-items:center}.sp-card{width:76px;height:106px}.sp-card i{font-size:2rem}' +
    // a desktop's felt no wider than twice its height, as the app's
    '.sp-seated .sp-dock{height:150px}.sp-seated .sp-felt{align-self:center;width:auto;aspect-ratio:2;max-width:100%}}',
  // the lobby (TableLobby.svelte, ShareBox.svelte)
  '.sp-lobby{box-sizing:border-box;width:100%;max-width:580px;margin:0 auto;padding:10px;display:flex;flex-direction:column;gap:10px}',
  '.sp-lobby h1{display:flex;align-items:baseline;justify-content:space-between;margin:4px 0;font-size:1.3rem}',
  '.sp-lobby h1 a{font-size:.9rem;font-weight:400;color:#0b5a8a}',
  '.sp-box{padding:10px 12px;border-radius:12px;background:#fff}',
  '.sp-box h2{margin:0 0 4px;font-size:1.05rem}',
  '.sp-hint{margin:0 0 8px;font-size:.85rem;color:#505050}',
  '.sp-input{box-sizing:border-box;min-height:34px;padding:8px;border:1px solid #767676;border-radius:8px;background:#fff;font-size:.9rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;direction:ltr;text-align:start}',
  '.sp-box>.sp-input{height:34px;min-height:0;padding:6px 8px}',
  '.sp-buttons{display:flex;gap:6px;margin-top:8px}',
  '.sp-button{display:inline-block;box-sizing:border-box;min-height:40px;padding:8px 14px;border-radius:8px;background:#0d4a3a;color:#fff;font-weight:600}',
  '.sp-box+.sp-box h2{margin-bottom:8px}',
  '.sp-name{display:block;margin:0 0 8px;font-weight:600}',
  '.sp-name .sp-input{display:block;min-height:36px;margin-top:4px}',
  '.sp-seats{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}',
  '.sp-seats li{min-height:44px;display:flex;align-items:center;gap:8px;padding:6px 8px;border-radius:10px;background:#f4f1ea}',
  '.sp-who{flex:1;min-width:0;display:flex;flex-direction:column}',
  '.sp-line{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}',
  '.sp-team{font-size:.8rem;color:#505050}',
  '.sp-mark{color:var(--t);font-size:1.15em;line-height:1;-webkit-text-stroke:.5px #1b1b1b}',
  // the rules' summary (TableRules.svelte)
  '.sp-rules{margin-top:10px;padding:8px 10px;border-radius:10px;background:#f4f1ea;font-size:.9rem}',
  '.sp-rules h3{margin:0 0 4px;font-size:.95rem}',
  '.sp-rules ul{margin:0;padding-inline-start:1.2em;display:flex;flex-direction:column;gap:2px}',
  '.sp-seats .sp-av{flex:none;width:30px;height:30px;margin:0;font-size:.85rem}',
  '.sp-seats .sp-free{box-sizing:border-box;background:#fff;border:2px dashed var(--t)}',
  '.sp-sit{box-sizing:border-box;height:36px;padding:6px 10px;border-radius:8px;background:#0d4a3a;color:#fff;font-weight:700;opacity:.45}',
  '.sp-missing{align-items:center;justify-content:center;gap:10px;padding:24px;text-align:center;background:#f6f3ec;color:#1d1d1b}',
  '.sp-missing h1{font-size:1.4rem;margin:0}',
  '.sp-missing a{display:inline-block;margin:6px;padding:10px 16px;border-radius:10px;background:#0d4a3a;color:#fff;text-decoration:none;font-weight:600}',
].join('');

/** Where seat `seat` of `seats` sits, in percent of the felt (seat 0 at the bottom, as a spectator sees it; web/src/lib/table/layout.ts's seatPlace). */
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
 * Takes the first paint away once the table page has drawn its lobby (`.lobby`) or its whole game table
 * (`.game[data-ready]`: its later parts, the notices that take the felt's room among them, come a task
 * after its first frame, and a notice's own part may still be loading then), or its banner (the
 * connection lost, the table full, a newer app); for a missing table, once the page says so itself
 * (`table-gone`). A game table whose parts do not all come (a download failed) is shown 3 s after it
 * was drawn. A script of the share page, so the app's own JavaScript carries none of it
 * (test/e2e/share.spec.ts checks the take-over).
 */
const TAKE_OVER =
  "<script>(function(){var p=document.getElementById('share-paint');if(!p)return;" +
  "var s=p.dataset.status==='missing'?'[data-testid=table-gone]':'.lobby,.game[data-ready],[data-testid=banner]',t=0;" +
  'function go(){p.remove();o.disconnect();clearTimeout(t)}' +
  "var o=new MutationObserver(function(){if(document.querySelector(s))go();else if(!t&&document.querySelector('.game'))t=setTimeout(go,3000)});" +
  "o.observe(document.body,{childList:true,subtree:true,attributes:true,attributeFilter:['data-ready']})})()</script>";

/**
 * The table seen from the person's own seat, when this browser holds one at this table (My tables'
 * list, `majlis:tables`: a player opening their table's link again): the seats turned so that theirs
 * is at the bottom, as the app draws them (seatSpot and anchor, the same arithmetic), the trick's cards
 * with them, their own badge left out (the app shows their hand there), not 'Watching', and the score
 * chips of teams of two or more 'Us' and 'Them' as the app's score bar says to a seated player. It runs as
 * the page is parsed, before the first paint; without a seat here (a newcomer, another device) the
 * picture stays the spectator's.
 */
const FROM_MY_SEAT =
  "<script>(function(){try{var p=document.getElementById('share-paint'),f=p&&p.querySelector('.sp-felt');if(!f)return;" +
  "var id=location.pathname.split('/')[2],l=JSON.parse(localStorage.getItem('majlis:tables')||'[]'),v=null,i,e,s,a,x,y,g,c,d;" +
  "for(i=0;i<l.length;i++)if(l[i]&&l[i].id===id&&typeof l[i].seat==='number')v=l[i].seat;" +
  "var b=f.querySelectorAll('.sp-seat'),n=b.length;if(v===null||v<0||v>=n)return;p.classList.add('sp-seated');" +
  // the score chips as the app labels them for a seated player (naming.ts): its team Us, the other Them
  // when there are two, a player alone in their team by name (as drawn)
  "var h=p.querySelectorAll('.sp-chip'),m=f.querySelector('.sp-seat[data-seat=\"'+v+'\"]'),w=m&&m.dataset.team,u=p.querySelector('.sp-us'),t=p.querySelector('.sp-them');" +
  "for(i=0;i<h.length;i++){e=h[i];g=e.dataset.team;if(f.querySelectorAll('.sp-seat[data-team=\"'+g+'\"]').length<2)continue;" +
  "s=g===w?u:h.length===2?t:null;if(s&&e.firstChild)e.firstChild.textContent=s.textContent}" +
  "function at(t){a=2*Math.PI*((t-v+n)%n)/n;s=Math.sin(a);c=Math.cos(a);d=Math.max(Math.abs(s),Math.abs(c));" +
  "return[Math.round((50+50*s/d)*10)/10,Math.round((50+50*c/d)*10)/10]}" +
  "for(i=0;i<n;i++){e=b[i];g=+e.dataset.seat;if(g===v){e.remove();continue}" +
  "x=at(g);y=Math.round((50+(x[1]-50)*.97)*10)/10;x=Math.round((50+(x[0]-50)*.98)*10)/10;" +
  "e.style.left=x+'%';e.style.top=y+'%';e.style.transform='translate(-'+x+'%,-'+y+'%)'}" +
  "b=f.querySelectorAll('.sp-card');for(i=0;i<b.length;i++){e=b[i];x=at(+e.dataset.seat);" +
  "e.style.left=Math.round((50+(x[0]-50)*.4)*10)/10+'%';e.style.top=Math.round((50+(x[1]-50)*.4)*10)/10+'%'}" +
  "}catch(_){}})()</script>";

const SUIT = /^[AKQJT2-9]([SHDC])[12]?$/;

/** Where a seat's badge is anchored, as Felt.svelte anchors it: a little inside the edges, in proportion to its place. */
function anchor(seat: number, seats: number): { x: number; y: number } {
  const { x, y } = seatSpot(seat, seats);
  return { x: round(50 + (x - 50) * 0.98), y: round(50 + (y - 50) * 0.97) };
}

/** The app's bar: the brand, My tables, the language menu (as text). */
const TOP = '<header class="sp-top"><b data-slot="app"></b><nav><a href="/tables" data-slot="my-tables"></a><span class="sp-lang" data-slot="language"></span></nav></header>';

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
  const open = `<div id="share-paint" class="sp" data-status="${preview.status}" data-testid="share-paint">${TOP}`;
  if (preview.status === 'lobby') {
    // as a newcomer sees the lobby: the invitation with the link, then the seats
    const teamed = hasTeams(preview.seats.map((s) => s.team));
    const rows = preview.seats.map(({ seat, kind, team }) => {
      const colour = `t${team % 4}`;
      const teamLine = teamed
        ? `<span class="sp-team"><span class="sp-mark ${colour}">${teamMark(team)}</span> <span data-slot="team-line-${seat}"></span></span>`
        : '';
      return kind === 'empty'
        ? `<li><span class="sp-av sp-free ${colour}">${seat + 1}</span><span class="sp-who"><span class="sp-line"><em data-slot="seat-${seat}"></em></span>${teamLine}</span><span class="sp-sit" data-slot="sit-${seat}"></span></li>`
        : `<li><span class="sp-av ${colour}${kind === 'bot' ? ' sp-bot' : ''}" data-slot="initial-${seat}"></span><span class="sp-who"><span class="sp-line" data-slot="seat-${seat}"></span>${teamLine}</span></li>`;
    });
    return (
      open +
      `<div class="sp-lobby"><h1><span data-slot="game"></span><a href="/rules/${preview.game}" data-slot="rules"></a></h1>` +
      '<section class="sp-box"><h2 data-slot="share-title"></h2><p class="sp-hint" data-slot="share-hint"></p><div class="sp-input" data-slot="link"></div>' +
      '<div class="sp-buttons"><span class="sp-button" data-slot="copy-link"></span><span class="sp-button" data-slot="show-qr"></span></div></section>' +
      '<section class="sp-box"><h2 data-slot="lobby"></h2><span class="sp-name"><span data-slot="your-name"></span><span class="sp-input"></span></span>' +
      `<ol class="sp-seats">${rows.join('')}</ol>` +
      // the summary of the table's rules (TableRules.svelte), under the seats as the lobby has it
      '<section class="sp-rules"><h3 data-slot="rules-title"></h3><ul><li data-slot="rules-teams"></li><li data-slot="rules-target"></li>' +
      '<li data-slot="rules-clock"></li><li data-slot="rules-house"></li></ul></section></section></div></div>' +
      TAKE_OVER
    );
  }
  const seats = preview.seats.length;
  const turn = new Set(preview.turn);
  const seatTags = preview.seats.map(({ seat, team, kind }) => {
    const { x, y } = anchor(seat, seats);
    // the backs of the cards the seat holds, six at most, and their number (Felt.svelte's count)
    const held = preview.handSizes[seat] ?? 0;
    const count = held > 0 ? `<span class="sp-count">${'<s></s>'.repeat(Math.min(held, 6))}<small>${held}</small></span>` : '';
    return (
      `<div class="sp-seat t${team % 4}${turn.has(seat) ? ' sp-turn' : ''}" data-team="${team}" style="left:${x}%;top:${y}%;transform:translate(-${x}%,-${y}%)" data-seat="${seat}">` +
      `<span class="sp-name-row"><span class="sp-av${kind === 'bot' ? ' sp-bot' : ''}" data-slot="initial-${seat}"></span><span data-slot="seat-${seat}"></span></span>${count}</div>`
    );
  });
  const cardTags = preview.trick.map(({ seat, card }, i) => {
    const { x, y } = seatSpot(seat, seats);
    const suit = SUIT.exec(card)?.[1] ?? 'S';
    return `<span class="sp-card s${suit}" data-seat="${seat}" style="left:${round(50 + (x - 50) * 0.4)}%;top:${round(50 + (y - 50) * 0.4)}%"><b data-slot="card-${i}-rank"></b><i data-slot="card-${i}-suit"></i></span>`;
  });
  const chips = (preview.score ?? []).map((_, team) => `<span class="sp-chip t${team % 4}" data-team="${team}"><small data-slot="team-${team}"></small><b data-slot="score-${team}"></b></span>`);
  return (
    open +
    `<div class="sp-game"><div class="sp-bar${chips.length > 2 ? ' sp-crowded' : ''}">` +
    `<div class="sp-scores">${chips.join('')}<span hidden class="sp-us" data-slot="us"></span><span hidden class="sp-them" data-slot="them"></span></div><div class="sp-headline"><b data-slot="game"></b> <span data-slot="status"></span></div>` +
    '<span class="sp-menu"><i></i><span data-slot="menu"></span></span></div>' +
    `<div class="sp-felt${seats > 4 ? ' sp-many' : ''}">${seatTags.join('')}${cardTags.join('')}</div>` +
    '<div class="sp-dock"><b data-slot="watching"></b></div></div></div>' +
    FROM_MY_SEAT +
    TAKE_OVER
  );
}
