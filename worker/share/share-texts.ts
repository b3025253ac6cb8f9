import { hasTeams, teamLayout, teamMates } from '../../shared/rules/core/seats.js';
import { MANIFESTS } from '../../shared/rules/manifests.js';
import type { SharePreview } from '../../shared/table/share-preview.js';
import { initials } from '../../web/src/lib/table/initials.js';
import { SHARE_WORDS, type ShareLocale, type ShareWords } from './share-words.js';

/** The texts a shared link's page carries: its title, its preview's description, and each slot of the first paint. */
export interface ShareTexts {
  title: string;
  description: string;
  imageAlt: string;
  /** The first paint's texts by slot name (see first-paint.ts). */
  slots: Map<string, string>;
}

const SUITS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A seat's name as the app shows it: a bot named in the page's language ("بوت 2"), a free seat said so. */
function seatName(seat: SharePreview['seats'][number], words: ShareWords): string {
  if (seat.kind === 'bot') return words.botN(seat.seat + 1);
  return seat.name ?? words.seatFree;
}

/** The team's name: its seated people's names, joined. */
function teamName(preview: SharePreview, team: number, words: ShareWords): string {
  const names = preview.seats.filter((s) => s.team === team).map((s) => seatName(s, words));
  return names.join(' & ');
}

/** The score line: each team's names and score, e.g. "Amal & Bilal (52) – Chen & Dana (78)" (a bot's number is not read as its score). */
function scoreLine(preview: SharePreview, words: ShareWords): string {
  const score = preview.score ?? [];
  return score.map((points, team) => `${teamName(preview, team, words)} (${points})`).join(' – ');
}

/** A list of names in the page's language ("Amal and Bilal"), as the app's lobby says it. */
function listOf(names: string[], locale: ShareLocale): string {
  return typeof Intl.ListFormat === 'function' ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(names) : names.join(', ');
}

/**
 * The lobby's summary of the table's rules, line by line (web/src/lib/games/table-rules.ts): the teams,
 * how a game is won, the clock, and the house rules (named by the app itself, once it has loaded their words).
 */
function rulesLines(preview: SharePreview, words: ShareWords): [string, string][] {
  const manifest = MANIFESTS[preview.game];
  const valueOf = (key: string) => preview.options[key] ?? manifest.options.find((s) => s.key === key)?.default;
  const teams = preview.seats.map((s) => s.team);
  const layout = teamLayout(teams);
  const teamWords = !hasTeams(teams) ? words.teamsAlone : layout.size === 2 ? words.teamsPairs(String(layout.teams)) : words.teamsTwo(String(layout.size));
  const target = String(valueOf(manifest.target.key));
  const { clock } = preview;
  const clockWords =
    clock.kind === 'live' ? words.secondsPerMove(String(clock.seconds)) : clock.kind === 'async' ? words.hoursPerMove(String(clock.hours)) : '';
  const house = manifest.options.some((spec) => spec.key !== 'teams' && spec.key !== manifest.target.key && valueOf(spec.key) !== spec.default);
  return [
    ['rules-title', words.rulesTitle],
    ['rules-teams', teamWords],
    ['rules-target', manifest.target.counts === 'points' ? words.targetPoints(target) : words.targetTables(target)],
    ['rules-clock', clockWords ? words.clockIs(clockWords) : words.clockNone],
    ['rules-house', house ? `${words.houseRules}:` : words.noHouseRules],
  ];
}

/** The lobby's own lines: the summary of the rules, and under each seat its team (for a free seat, the partners already seated). */
function lobbyLines(preview: SharePreview, words: ShareWords, locale: ShareLocale): [string, string][] {
  const teams = preview.seats.map((s) => s.team);
  const seatLines = preview.seats.map(({ seat, kind, team }): [string, string] => {
    const mates = kind === 'empty' ? teamMates(teams, seat).filter((s) => preview.seats[s].kind !== 'empty') : [];
    const partners = mates.length > 0 ? ` · ${words.partnerOf(listOf(mates.map((s) => seatName(preview.seats[s], words)), locale))}` : '';
    return [`team-line-${seat}`, `${words.teamN(team + 1)}${partners}`];
  });
  return [...rulesLines(preview, words), ...seatLines];
}

/** The words of the app's bar, on every first paint. */
function barSlots(words: ShareWords): [string, string][] {
  return [
    ['app', words.app],
    ['my-tables', words.myTables],
    ['language', words.language],
  ];
}

/** Every text of a table's share page in `locale` (`origin`: the site's, for the lobby's link); names go in as text, never as markup. */
export function shareTexts(preview: SharePreview, locale: ShareLocale, origin = ''): ShareTexts {
  const words = SHARE_WORDS[locale];
  const game = MANIFESTS[preview.game].names[locale];
  const free = preview.seats.filter((s) => s.kind === 'empty').length;
  const host = preview.hostName ? `${words.host}: ${preview.hostName}` : '';
  let status: string;
  if (preview.status === 'lobby') status = `${words.lobby} · ${words.seatFree}: ${free}`;
  else if (preview.status === 'over' && preview.outcome) {
    status = `${words.gameOver} · ${words.winnerIs(teamName(preview, preview.outcome.winner, words))} · ${preview.outcome.score.join(' – ')}`;
  } else status = `${words.score}: ${scoreLine(preview, words)}`;
  const slots = new Map<string, string>([
    ...barSlots(words),
    ['game', game],
    // during a game the first paint's score chips say the score: its headline only names the game
    ['status', preview.status === 'over' ? status : ''],
    ['host', host],
    ['watching', words.watching],
    ['menu', words.menu],
    // the lobby as a newcomer sees it
    ['rules', words.rules],
    ['share-title', words.shareTitle],
    ['share-hint', words.shareHint],
    ['link', `${origin}/t/${preview.id}`],
    ['copy-link', words.copyLink],
    ['show-qr', words.showQr],
    ['lobby', words.lobby],
    ['your-name', words.yourName],
  ]);
  if (preview.status === 'lobby') for (const [slot, text] of lobbyLines(preview, words, locale)) slots.set(slot, text);
  for (const seat of preview.seats) {
    slots.set(`seat-${seat.seat}`, seatName(seat, words));
    // a bot's avatar is drawn (its face), a person's has their initials
    slots.set(`initial-${seat.seat}`, seat.name && seat.kind !== 'bot' ? initials(seat.name) : '');
    slots.set(`sit-${seat.seat}`, words.sit);
  }
  // each team's chip as the app's score bar labels it for a spectator (naming.ts): Team 1, Team 2..., and
  // a player alone in their team by their name
  (preview.score ?? []).forEach((points, team) => {
    const members = preview.seats.filter((seat) => seat.team === team);
    slots.set(`team-${team}`, members.length === 1 ? seatName(members[0], words) : words.teamN(team + 1));
    slots.set(`score-${team}`, String(points));
  });
  // for the person's own seat, when the page knows it (first-paint.ts: FROM_MY_SEAT)
  slots.set('us', words.us);
  slots.set('them', words.them);
  preview.trick.forEach(({ card }, i) => {
    slots.set(`card-${i}-rank`, card[0] === 'T' ? '10' : card[0]);
    slots.set(`card-${i}-suit`, SUITS[card[1]] ?? '');
  });
  return {
    title: `${game} · ${words.app}`,
    description: [status, host].filter(Boolean).join(' · '),
    imageAlt: `${game} · ${words.app}`,
    slots,
  };
}

/** The texts of the page for a table that does not exist. */
export function missingTexts(locale: ShareLocale, recordDays = 90): ShareTexts {
  const words = SHARE_WORDS[locale];
  const noTable = words.noTable.replace('{days}', String(recordDays));
  return {
    title: `${words.tableClosed} · ${words.app}`,
    description: noTable,
    imageAlt: words.app,
    slots: new Map([
      ...barSlots(words),
      ['missing-title', words.tableClosed],
      ['missing-text', noTable],
      ['my-tables', words.myTables],
      ['home', words.newTable],
    ]),
  };
}
