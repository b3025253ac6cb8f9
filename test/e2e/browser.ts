/** Debian's Chromium (apt-get install chromium); Playwright's own browser download does not work here. */
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** The flags this machine needs to run Chromium headless. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The phone the app must work at (every decision fits 360x640), and a desktop. */
export const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

/** A device a person's browser emulates. */
export type Device = typeof PHONE;
