/* global document, requestAnimationFrame, window */
// A prerendered page's app code (issue 16) starts downloading once the page has painted, so the
// first paint never shares a phone's bandwidth with it. The entry's address is in this tag's
// data-entry (apps/web/scripts/prerender.mjs writes it). A file, not inline: the content security
// policy allows scripts from the portal's origin only.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  // A press on a button before the app runs does nothing by itself (an FAQ question, say): the
  // last one is remembered, and main.tsx presses it again once the page is live. Links and forms
  // work without the app; the access forms wait, disabled, until it runs.
  var pressed = null;
  function remember(event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('button[type="button"]') : null;
    if (button) pressed = button;
  }
  document.addEventListener('click', remember, true);
  window.rpTakeEarlyPress = function () {
    document.removeEventListener('click', remember, true);
    var button = pressed;
    pressed = null;
    return button;
  };
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
