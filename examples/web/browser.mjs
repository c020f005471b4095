// What the headless-Chromium tests and the static servers share, as plain data (no
// imports, so that any folder's test can import it whatever its node_modules hold):
// examples/web (serve.mjs, e2e.test.mjs) and resistance-wasm/bundlers (test.mjs).

/** The content type each served file is sent with, by extension. */
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/**
 * playwright's options for Debian's Chromium (`CHROMIUM` to use another; playwright
 * never downloads one), with the flags it needs on a closed network, and `extra`.
 */
export function chromiumOptions(extra = {}) {
  return {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
    ...extra,
  };
}
