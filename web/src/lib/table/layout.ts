/** Where a seat sits on screen: percentages of the table area (on its edge), and which edge it is nearest. */
export interface Place {
  x: number;
  y: number;
  side: 'bottom' | 'right' | 'top' | 'left';
}

/**
 * The screen place of `seat` for a viewer in `viewer`'s chair (spectators see seat 0 at the bottom).
 * All three games play counter-clockwise, so the next seat sits to the viewer's RIGHT: going round in
 * playing order the places run bottom, right, top, left. The geometry is physical, so it is not
 * mirrored for right-to-left languages.
 */
export function seatPlace(seat: number, viewer: number | null, seats: number): Place {
  const offset = (((seat - (viewer ?? 0)) % seats) + seats) % seats;
  const angle = (2 * Math.PI * offset) / seats;
  // round the edge of a rectangular felt, not an ellipse: with 6 or 8 seats the ones between two
  // sides sit in the corners, as far as possible from their neighbours
  const sin = Math.sin(angle);
  const cos = Math.cos(angle);
  const edge = Math.max(Math.abs(sin), Math.abs(cos));
  const x = 50 + (50 * sin) / edge;
  const y = 50 + (50 * cos) / edge;
  return { x: round(x), y: round(y), side: sideOf(x, y) };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function sideOf(x: number, y: number): Place['side'] {
  if (y >= 85) return 'bottom';
  if (y <= 15) return 'top';
  return x > 50 ? 'right' : 'left';
}

/** The seats in playing order starting from the viewer (or seat 0), as they appear going round. */
export function seatsAround(viewer: number | null, seats: number): number[] {
  const first = viewer ?? 0;
  return Array.from({ length: seats }, (_, i) => (first + i) % seats);
}

/** A rectangle in pixels: left, top, width and height. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * Where a seat's trick card lies, as an offset from the felt's centre: on the line from the centre
 * toward the seat (`toward`, an offset from the centre: its badge, or the bottom edge for the viewer),
 * `reach` of the way out and `max` pixels from the centre at most (so a trick on a wide felt stays
 * together), and pulled in until the card, with `gap` pixels around it, covers no seat badge and stays
 * on the felt. Badges are rectangles relative to the felt's top-left corner.
 */
export function trickSpot(
  toward: { x: number; y: number },
  card: { w: number; h: number },
  felt: { w: number; h: number },
  badges: readonly Rect[],
  max: { x: number; y: number } = { x: Infinity, y: Infinity },
  reach = 0.6,
  gap = 4,
): { x: number; y: number } {
  const start = Math.min(reach, max.x / Math.abs(toward.x || 1e-9), max.y / Math.abs(toward.y || 1e-9));
  for (let t = start; t > 0; t -= 0.02) {
    const x = toward.x * t;
    const y = toward.y * t;
    const box = { x: felt.w / 2 + x - card.w / 2 - gap, y: felt.h / 2 + y - card.h / 2 - gap, w: card.w + 2 * gap, h: card.h + 2 * gap };
    const inside = box.x >= 0 && box.y >= 0 && box.x + box.w <= felt.w && box.y + box.h <= felt.h;
    if (inside && !badges.some((badge) => overlaps(box, badge))) return { x: round(x), y: round(y) };
  }
  return { x: 0, y: 0 };
}
