import type { ServerMessage } from '../../../shared/protocol/messages.js';
import { HIDDEN, NAMES } from '../../kit/text-samples.js';
import { inParallel, type Check, type CheckContext, type CheckResult } from '../check.js';
import { createTable, join } from '../protocol.js';
import type { SoakSocket } from '../socket.js';

/** A table of the check: Fifty-Six for eight, one seat per name. */
const SHAPE = { game: 'fifty-six', seats: 8, options: {} };

/** What became of one name with one hidden character: kept whole, refused, or changed into something else. */
type Outcome = 'intact' | 'refused' | 'damaged';

/** Control characters that must be refused: in a name (after white space is collapsed) and in a chat line. */
const NAME_CONTROLS = ['Re\u0007em', 'Re\u0000em', 'Re\u009Bem'];
const CHAT_CONTROLS = ['one\ntwo', 'a\tb', 'line\u2028break', 'bell\u0007'];

/**
 * Issue 29's hidden text, through a running server: every real name of the six languages takes a seat
 * as it is, then once with each invisible or direction character put inside it (at the start, twice
 * in the middle, at the end); each must come back as the name itself (the character removed) or be
 * refused, never shown with the character. Each seat then sends one chat line of its name with every
 * hidden character inside, which must read as the name; control characters are refused.
 */
export const text: Check = {
  name: 'text',
  share: 0.03,
  async run(context: CheckContext): Promise<CheckResult> {
    const { base } = context.server;
    const problems: string[] = [];
    const names = Object.entries(NAMES).flatMap(([language, list]) => list.map((name) => ({ language, name })));
    const tables = await Promise.all(Array.from({ length: Math.ceil(names.length / SHAPE.seats) }, () => createTable(base, SHAPE)));
    const tally = new Map<Outcome, number>([['intact', 0], ['refused', 0], ['damaged', 0]]);
    const chats = new Map<Outcome, number>([['intact', 0], ['refused', 0], ['damaged', 0]]);
    let plainIntact = 0;
    const tasks = names.map(({ language, name }, i) => async () => {
      const socket = await join(base, tables[Math.floor(i / SHAPE.seats)].id);
      socket.recording = true;
      const seat = i % SHAPE.seats;
      const plain = await sitAs(socket, seat, name);
      if (plain.shown === name) plainIntact++;
      else problems.push(`${language} "${name}" sat as ${JSON.stringify(plain.shown ?? plain.refused)}`);
      if (!plain.refused) await leave(socket);
      for (const [char, what] of HIDDEN) {
        const result = await sitAs(socket, seat, hide(name, char));
        const outcome: Outcome = result.refused ? 'refused' : result.shown === name ? 'intact' : 'damaged';
        tally.set(outcome, tally.get(outcome)! + 1);
        if (outcome === 'damaged') problems.push(`${language} "${name}" with ${what} sat as ${JSON.stringify(result.shown)}`);
        if (!result.refused) await leave(socket);
      }
      // a seat may write 5 lines in 30 s: its name hiding one of the characters (each is tried by some
      // name), then hiding all of them between every two letters
      if ((await sitAs(socket, seat, name)).refused) await sitAs(socket, seat, `Seat ${seat + 1}`);
      const [char, what] = HIDDEN[i % HIDDEN.length];
      const all = HIDDEN.map(([c]) => c).join('');
      for (const [line, hiding] of [[hide(name, char), what], [all + [...name].join(HIDDEN[0][0]) + all, 'every hidden character']] as const) {
        const said = await say(socket, line);
        const outcome: Outcome = said.refused ? 'refused' : said.text === name ? 'intact' : 'damaged';
        chats.set(outcome, chats.get(outcome)! + 1);
        if (outcome === 'damaged') problems.push(`${language} "${name}" with ${hiding} in a chat line read ${JSON.stringify(said.text)}`);
      }
      await leave(socket);
      socket.close();
    });
    await inParallel(8, tasks);

    const controls = await refusals(base, tables[0].id);
    for (const [what, code] of controls) if (code !== 'refused') problems.push(`${what} was not refused: ${code}`);
    const damaged = tally.get('damaged')!;
    const outcomes = (map: Map<Outcome, number>) => `${map.get('intact')} came back as the name, ${map.get('refused')} refused, ${map.get('damaged')} kept the character`;
    return {
      ok: problems.length === 0,
      summary:
        `${plainIntact} of ${names.length} real names (${Object.keys(NAMES).join(', ')}) sat intact; ` +
        `with each of ${HIDDEN.length} invisible or direction characters inside, ${names.length * HIDDEN.length} sits: ${outcomes(tally)}; ` +
        `${2 * names.length} chat lines hiding them: ${outcomes(chats)}; ` +
        `${controls.filter(([, code]) => code === 'refused').length} of ${controls.length} control characters refused`,
      problems: problems.slice(0, 20),
    };
  },
};

/** `name` with `char` at its start, twice in its middle, and at its end. */
function hide(name: string, char: string): string {
  const chars = [...name];
  const middle = Math.floor(chars.length / 2);
  return [char, ...chars.slice(0, middle), char, char, ...chars.slice(middle), char].join('');
}

/** Takes `seat` under `name`: the name the table shows for the seat, or the refusal's code. */
async function sitAs(socket: SoakSocket, seat: number, name: string): Promise<{ shown: string | null; refused: string | null }> {
  const errors = socket.errors.length;
  socket.key = null;
  await socket.sendPaced({ type: 'sit', seat, name });
  await socket.until(() => socket.errors.length > errors || (socket.key !== null && socket.latest?.you.seat === seat), `seat ${seat}`);
  if (socket.errors.length > errors) return { shown: null, refused: socket.errors[errors].code };
  return { shown: socket.latest!.table.seats[seat].name, refused: null };
}

async function leave(socket: SoakSocket): Promise<void> {
  await socket.sendPaced({ type: 'leave' });
  await socket.until(() => socket.latest?.you.seat === null, 'the seat left');
}

/** Sends a chat line: its text as the table stored it, or the refusal's code. */
async function say(socket: SoakSocket, text: string): Promise<{ text: string | null; refused: string | null }> {
  const errors = socket.errors.length;
  const heard = socket.recorded.length;
  const mine = (m: ServerMessage) => m.type === 'chat' && m.line.seat === socket.latest?.you.seat;
  await socket.sendPaced({ type: 'chat', text });
  await socket.until(() => socket.errors.length > errors || socket.recorded.slice(heard).some((f) => mine(f.message)), 'the chat line');
  if (socket.errors.length > errors) return { text: null, refused: socket.errors[errors].code };
  const line = socket.recorded.slice(heard).find((f) => mine(f.message))!.message as Extract<ServerMessage, { type: 'chat' }>;
  return { text: line.line.text, refused: null };
}

/** Control characters in names and chat lines: each `[what, 'refused' | what the table did]`. */
async function refusals(base: string, id: string): Promise<[string, string][]> {
  const socket = await join(base, id);
  socket.recording = true;
  const out: [string, string][] = [];
  for (const name of NAME_CONTROLS) {
    const result = await sitAs(socket, 0, name);
    out.push([`the name ${JSON.stringify(name)}`, result.refused === 'badName' ? 'refused' : `sat as ${JSON.stringify(result.shown)}`]);
    if (!result.refused) await leave(socket);
  }
  await sitAs(socket, 0, 'Reem');
  for (const line of CHAT_CONTROLS) {
    const said = await say(socket, line);
    out.push([`the chat line ${JSON.stringify(line)}`, said.refused === 'badChat' ? 'refused' : `read ${JSON.stringify(said.text ?? said.refused)}`]);
  }
  await leave(socket);
  socket.close();
  return out;
}
