/** A piece of a text: left-to-right (Latin letters, numbers and the signs between them) or not. */
export interface Run {
  text: string;
  ltr: boolean;
}

// a run starts and ends with a Latin letter or a digit, and may hold spaces and signs between them
// (`96 → 10`, `10 + 2 = 12`, `28–39`, `x2`), so a sum reads left to right inside Arabic
const LATIN = /[A-Za-z0-9](?:[A-Za-z0-9 .,+×→–=\-/]*[A-Za-z0-9])?/g;

/**
 * Splits a right-to-left text into runs so that each Latin or numeric run can be isolated as
 * left-to-right (`<bdi dir="ltr">`): otherwise `96 → 10` shows reversed, the arrow pointing the wrong way.
 */
export function runs(text: string): Run[] {
  const result: Run[] = [];
  let at = 0;
  for (const match of text.matchAll(LATIN)) {
    if (match.index > at) result.push({ text: text.slice(at, match.index), ltr: false });
    result.push({ text: match[0], ltr: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) result.push({ text: text.slice(at), ltr: false });
  return result;
}
