import type { GameMeta } from '$shared/rules/core/meta.js';
import { MANIFESTS, type GameId } from '$shared/rules/manifests.js';
import type { ClockInfo } from '../net/snapshot.js';
import { m } from '../paraglide/messages.js';
import { optionLabel, presetHelp, presetLabel, presetOf, valueLabel } from './option-words.js';
import { hasTeams, seatTeams, teamLayout } from './teams.js';

/** A table's rules in words, for someone who has not sat down yet (the lobby). */
export interface TableRules {
  /** How the seats make teams: "two teams of 3, seats alternate". */
  teams: string;
  /** How a game is won: "Played to 152 points", "Each team starts with 12 tables…". */
  target: string;
  /** "Clock: 30 s per move". */
  clock: string;
  /** Every rule set away from the game as written, named: "A pass is final: A pass ends that player's bidding". */
  house: string[];
  /** The named house rules the options are, in a line ("Rules: Trinidad league. …"), or '' for none. */
  preset: string;
}

// the words of how a game is won, by what its target counts (the game's manifest says)
const TARGET_WORDS: Record<GameMeta['target']['counts'], (n: string) => string> = {
  points: (n) => m.lobby_target_points({ n }),
  tables: (n) => m.lobby_target_tables({ n }),
};

/** The rules of a table of `game` with `seats` seats, these (resolved) options and this clock, in words. */
export function tableRules(game: GameId, seats: number, options: Record<string, unknown>, clock: Pick<ClockInfo, 'mode' | 'seconds'>): TableRules {
  const specs = MANIFESTS[game].options;
  const valueOf = (key: string) => options[key] ?? specs.find((s) => s.key === key)?.default;
  const teams = seatTeams(game, seats, options);
  const layout = teamLayout(teams);
  const teamWords = !hasTeams(teams)
    ? m.lobby_teams_alone()
    : layout.size === 2
      ? m.lobby_teams_pairs({ teams: String(layout.teams) })
      : m.lobby_teams_two({ size: String(layout.size) });
  const target = { key: MANIFESTS[game].target.key, words: TARGET_WORDS[MANIFESTS[game].target.counts] };
  const clockWords =
    clock.mode === 'live'
      ? m.seconds_per_move({ n: String(clock.seconds) })
      : clock.mode === 'async'
        ? m.hours_per_move({ n: String(Math.round(clock.seconds / 3600)) })
        : '';
  // the teams and the target have lines of their own
  const house = specs
    .filter((spec) => spec.key !== 'teams' && spec.key !== target.key && valueOf(spec.key) !== spec.default)
    .map((spec) => `${optionLabel(game, spec.key)}: ${valueLabel(game, spec.key, valueOf(spec.key) as string | number | boolean)}`);
  const named = presetOf(MANIFESTS[game], options as Record<string, string | number | boolean>);
  const preset = named === 'default' || named === 'custom' ? '' : m.lobby_preset({ name: presetLabel(game, named), help: presetHelp(game, named) });
  return { teams: teamWords, target: target.words(String(valueOf(target.key))), clock: clockWords ? m.lobby_clock({ clock: clockWords }) : m.clock_none(), house, preset };
}
