/**
 * The loader of a page the server rendered (a classic script, `defer`red): the page is readable and
 * its links work before any of the app's code runs, so the code is fetched once the page has
 * painted rather than competing with its styles, fonts and pictures. The server lists the scripts
 * on this script's element: `data-entry` (the app's module) and `data-preload` (the modules it
 * imports, space-separated), so they are fetched in parallel.
 */
// A classic script: everything stays inside this function, nothing becomes a global.
(() => {
  const loader = document.currentScript;

  function load() {
    const entry = loader?.dataset.entry;
    if (!entry) return;
    for (const href of (loader?.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  }

  let started = false;
  function start() {
    if (started) return;
    started = true;
    load();
  }

  // After the next frame has been painted (a timer set in an animation frame runs after that
  // frame); a hidden tab paints no frames, so a plain timer starts it there.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
})();
