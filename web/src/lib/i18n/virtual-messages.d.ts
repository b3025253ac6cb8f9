// The texts of one part of the messages in one language by id, made from web/messages/ by web/vite-messages.ts.
declare module 'virtual:messages/*' {
  const texts: Record<string, string>;
  export default texts;
}
