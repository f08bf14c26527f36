/* global document, requestAnimationFrame */
// A prerendered page's app code (issue 16) starts downloading once the page has painted, so the
// first paint never shares a phone's bandwidth with it. The entry's address is in this tag's
// data-entry (apps/web/scripts/prerender.mjs writes it). A file, not inline: the content security
// policy allows scripts from the portal's origin only.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var isStarted = false;
  function start() {
    if (isStarted) return;
    isStarted = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // After the first frame; a tab opened in the background paints no frame, so also after 1 s.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
