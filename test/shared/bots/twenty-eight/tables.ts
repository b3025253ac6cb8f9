/** One table shape the bot tests play at: seats and options. */
export interface Table28 {
  label: string;
  seats: number;
  options?: Record<string, unknown>;
}

const EVERY_OPTION = { doubling: true, cot: true, halfCall: true, noUndertrump: true, partnerOvercall: 'free', pointlessRedeal: 'anyPlayer', scoring: 'flat', target: 4 };

/** Every player count, with the default options and with every option that changes a decision. */
export const TABLES: Table28[] = [
  { label: '4p', seats: 4 },
  { label: '4p every option', seats: 4, options: EVERY_OPTION },
  { label: '4p no thani, no redeal', seats: 4, options: { thani: 'off', pointlessRedeal: 'off', doubling: true } },
  { label: '3p', seats: 3 },
  { label: '3p every option', seats: 3, options: { ...EVERY_OPTION, target: undefined } },
  { label: '6p', seats: 6 },
  { label: '6p every option', seats: 6, options: EVERY_OPTION },
].map((t) => ({ ...t, options: t.options && Object.fromEntries(Object.entries(t.options).filter(([, v]) => v !== undefined)) }));
