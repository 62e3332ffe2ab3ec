/**
 * The loader of a page the server rendered (a classic script, `defer`red): the page is readable
 * before any of the app's code runs, so the code is fetched once the page has painted its content
 * rather than competing with its styles, fonts and pictures. The server lists the scripts
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

  // Once the page's content has been painted (its first contentful paint); where the browser does
  // not report paints, after the next frame. A hidden tab paints nothing: a timer starts it there.
  const afterPaint = () => setTimeout(start, 0);
  if (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterPaint();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(afterPaint);
  }
  setTimeout(start, 3000);
})();
