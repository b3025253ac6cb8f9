/** Where a seat sits on screen: percentages of the table area, and which edge it is nearest. */
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
  const x = 50 + 50 * Math.sin(angle);
  const y = 50 + 50 * Math.cos(angle);
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
