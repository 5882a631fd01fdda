// Loaded first by every embedding test page (test/ui/embed.test.ts): records, from before the
// bundle loads, what the page sees — CSP violations, uncaught errors, long main-thread tasks,
// events reaching the document — and the globals that existed, to compare after loading.
// `__probe` is the test's own global, counted in `globalsBefore`.
window.__probe = { violations: [], errors: [], longtasks: [], events: [], globalsBefore: [] };
document.addEventListener('securitypolicyviolation', (e) => {
  window.__probe.violations.push(
    `${e.violatedDirective}: ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
  );
});
window.addEventListener('error', (e) => window.__probe.errors.push(String(e.message)));
window.addEventListener('unhandledrejection', (e) =>
  window.__probe.errors.push(`unhandled rejection: ${String(e.reason)}`),
);
for (const type of ['tute-move', 'tute-error', 'tute-trick', 'tute-deal-end', 'tute-ply']) {
  document.addEventListener(type, (e) => window.__probe.events.push({ type, detail: e.detail }));
}
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    window.__probe.longtasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });
window.__probe.globalsBefore = Object.keys(window);
