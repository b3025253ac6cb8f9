import { PACES, type Pace } from './playback.js';

const KEY = 'majlis:pace';

/** The person's speed of play (this browser's choice; `normal` until they choose). */
export function loadPace(): Pace {
  try {
    const pace = globalThis.localStorage?.getItem(KEY);
    if (pace && pace in PACES) return pace as Pace;
  } catch {
    // storage refused (private mode): the default
  }
  return 'normal';
}

export function savePace(pace: Pace) {
  try {
    globalThis.localStorage?.setItem(KEY, pace);
  } catch {
    // not kept; this page still uses it
  }
}
