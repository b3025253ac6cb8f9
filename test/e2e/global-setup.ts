import { ensureChromium } from '../../scripts/ensure-chromium.js';

/** Before any end-to-end test: Debian's Chromium headless shell is there (installed where it can be), or the run stops at once saying how to get it. */
export default function globalSetup() {
  ensureChromium();
}
