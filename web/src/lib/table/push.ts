import { getLocale } from '../paraglide/runtime.js';
import { m } from '../paraglide/messages.js';
import { api } from '../net/api.js';
import { getTable } from '../net/keys.js';
import { appStorage } from '../net/storage.js';
import { gameName } from '../games/names.js';
import { GAME_IDS } from '$shared/rules/manifests.js';
import { dropSubscription } from './push-off.js';

/** What the notification setting of a table can show. */
export type PushStatus = 'loading' | 'unavailable' | 'unsupported' | 'ios' | 'denied' | 'off' | 'on' | 'busy' | 'failed';


const flagOf = (table: string) => `majlis:push:${table}`;

/** True on an iPhone or iPad whose Safari is not running the site from the home screen: no Web Push there. */
export function iosNotInstalled(): boolean {
  const ios = /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone = matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
  return ios && !standalone;
}

/** The server's public key, or null when it sends no notifications. */
async function publicKey(): Promise<string | null> {
  try {
    const response = await api.api.push.$get();
    return response.ok ? (await response.json()).publicKey : null;
  } catch {
    return null;
  }
}

let key: Promise<string | null> | null = null;

/** Where this device stands for `table`: on, off, or why it cannot be turned on. */
export async function pushStatus(table: string): Promise<PushStatus> {
  if (iosNotInstalled()) return 'ios';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  if (!(await (key ??= publicKey()))) return 'unavailable';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && localStorage.getItem(flagOf(table)) === subscription.endpoint ? 'on' : 'off';
}

/** Asks for permission, subscribes this browser (once for every table), and binds it to the seat at `table`. */
export async function turnOn(table: string): Promise<PushStatus> {
  const server = await (key ??= publicKey());
  if (!server) return 'unavailable';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64url(server) }));
  await storeWords();
  if (!(await change(table, 'POST', { subscription: subscription.toJSON() }))) return 'failed';
  localStorage.setItem(flagOf(table), subscription.endpoint);
  return 'on';
}

/** Unbinds this device from the seat at `table` (the browser's subscription stays for the other tables). */
export async function turnOff(table: string): Promise<PushStatus> {
  const endpoint = localStorage.getItem(flagOf(table)) ?? undefined;
  if (!(await change(table, 'DELETE', { endpoint }))) return 'failed';
  localStorage.removeItem(flagOf(table));
  return 'off';
}

/** Off on this device for every table (see `dropSubscription`). */
export async function turnOffEverywhere(): Promise<PushStatus> {
  const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
  return (await dropSubscription(subscription ?? null, localStorage, flagOf(''))) ? 'off' : 'failed';
}

/** `POST` or `DELETE /api/tables/:id/push` with the seat's key; true once the server took it. */
async function change(table: string, method: 'POST' | 'DELETE', body: Record<string, unknown>): Promise<boolean> {
  const seatKey = getTable(appStorage, table)?.key;
  if (!seatKey) return false;
  const route = api.api.tables[':id'].push;
  const request = { param: { id: encodeURIComponent(table) }, json: { key: seatKey, ...body } };
  const response = await (method === 'POST' ? route.$post(request) : route.$delete(request));
  return response.ok;
}

/** Keeps the pushes' words in this person's language where the service worker reads them (web/static/sw.js). */
async function storeWords(): Promise<void> {
  const game = '{game}';
  const words = {
    turn: m.push_title_turn({ game }),
    reminder: m.push_title_reminder({ game }),
    started: m.push_title_started({ game }),
    over: m.push_title_over({ game }),
    seatToBot: m.push_title_bot({ game }),
    play: m.push_awaited_play(),
    other: m.push_awaited_other(),
    deadline: m.push_deadline({ time: '{time}' }),
    open: m.push_open(),
  };
  const games = Object.fromEntries(GAME_IDS.map((id) => [id, gameName(id)]));
  const body = JSON.stringify({ locale: getLocale(), words, games });
  await (await caches.open('majlis-push')).put('/push-words.json', new Response(body, { headers: { 'Content-Type': 'application/json' } }));
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
}
