// The web app's messages are compiled by Paraglide (web/src/lib/paraglide, generated, plain JS) when the
// app or the web tests build; the root typecheck of these tests sees them through these shapes.
declare module '*/paraglide/messages.js' {
  export const m: Record<string, (inputs?: Record<string, unknown>, options?: { locale?: string }) => string>;
}
declare module '*/paraglide/runtime.js' {
  export type Locale = 'en' | 'ar' | 'ta' | 'bn' | 'tl' | 'ml';
  export const locales: readonly Locale[];
}
