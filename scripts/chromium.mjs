// Debian's Chromium and the flags every script here launches it with (the browser tests use the
// same, in playwright.config.ts): without the network flags it keeps reaching for Google's hosts.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
