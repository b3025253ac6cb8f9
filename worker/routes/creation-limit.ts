/**
 * How many tables one client address may create: the `TABLE_CREATION` rate limit in wrangler.toml
 * (counted per Cloudflare location). No person creates 20 tables a minute; a script hammering does.
 */
export const CREATION_LIMIT = { limit: 20, period: 60 } as const;

/**
 * The rate-limit key of a client address (`CF-Connecting-IP`): an IPv4 address as it is, an IPv6
 * address by its /64 (one home or phone holds a whole /64 and could walk through it), and one shared
 * key for requests without an address (they never come from the internet: Cloudflare always sets it).
 */
export function addressKey(address: string | null | undefined): string {
  const trimmed = address?.trim().toLowerCase();
  if (!trimmed) return 'no-address';
  if (!trimmed.includes(':') || trimmed.includes('.')) return trimmed; // IPv4, or IPv4 written in IPv6 form
  const halves = trimmed.split('::');
  if (halves.length > 2) return trimmed;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const zeros = halves.length === 2 ? Array.from({ length: Math.max(0, 8 - head.length - tail.length) }, () => '0') : [];
  const groups = [...head, ...zeros, ...tail].slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${groups.join(':')}::/64`;
}

/**
 * How many player requests that write (a new player, a seat linked to one) one client address may make:
 * the `PLAYER_WRITES` rate limit in wrangler.toml. A person links a seat now and then.
 */
export const PLAYER_LIMIT = { limit: 30, period: 60 } as const;
