import type { GameId } from '$shared/rules/manifests.js';

/**
 * The web app's list of one kind of game module, found in the games' folders by file name
 * (`import.meta.glob('./*\/words.ts', ...)`) and keyed by folder (= game id): a game is listed once, in
 * the manifests (shared/rules/manifests.ts), and its folders' modules join the web app's lists by being
 * there. No list of ids is read here (the manifests' would cost the table page their option specs up
 * front): test/web/game-modules.test.ts checks that every game of the manifests has each module, and a
 * folder of a game not yet in the manifests only adds an entry nobody asks for.
 *
 * `found` is what `import.meta.glob` returned: module paths (`./baloot/words.ts`) to modules or loaders.
 */
export function byGameFolder<M extends { readonly [G in GameId]: unknown }>(found: Record<string, unknown>): M {
  return Object.fromEntries(Object.entries(found).map(([path, module]) => [path.split('/').at(-2), module])) as M;
}
