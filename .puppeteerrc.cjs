/**
 * Puppeteer (pa11y's browser driver, used only by the tests) never downloads a browser: the tests
 * run it on the Chromium that scripts/chromium.mjs finds or installs. Only the npm registry is
 * reachable where CI runs.
 */
module.exports = { skipDownload: true };
