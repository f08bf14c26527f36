/* global document, requestAnimationFrame, window */
// A prerendered page's app code starts downloading once the page has painted, so the
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
  // A language picked before the app runs: the page comes again in it (the server sends its
  // prerendered page in that language, as it does once the app has saved a choice).
  function pickLanguage(event) {
    var select = event.target;
    if (!select || !select.classList || !select.classList.contains('rp-language-select')) return;
    try {
      window.localStorage.setItem('locale', select.value);
    } catch {
      // No storage: the cookie alone tells the server.
    }
    document.cookie =
      'rp_lang=' + encodeURIComponent(select.value) + '; path=/; max-age=31536000; samesite=lax';
    window.location.reload();
  }
  document.addEventListener('change', pickLanguage, true);
  // main.tsx calls this as the app takes over the page (hydrating it or drawing its own).
  window.rpTakeEarlyPress = function () {
    document.removeEventListener('click', remember, true);
    document.removeEventListener('change', pickLanguage, true);
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
  // A page that reads and links without the app (data-app="intent": the landing page, the legal
  // texts) asks for it when the person first acts on it, so a phone that only reads, or follows a
  // link to a page of its own, never downloads it. Everything else, and anyone whose page the app
  // must draw itself (signed in, a guest, an embedded session, a language of their own), gets it
  // once the page has painted.
  if (tag.getAttribute('data-app') === 'intent' && !mustStartNow()) {
    var intents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
    var onIntent = function () {
      for (var i = 0; i < intents.length; i += 1) {
        window.removeEventListener(intents[i], onIntent, true);
      }
      start();
    };
    for (var i = 0; i < intents.length; i += 1) {
      window.addEventListener(intents[i], onIntent, { capture: true, passive: true });
    }
    return;
  }
  // Once the first paint is on the screen (its paint timing entry): a task queued from the first
  // frame's callback ran while that frame was still being drawn, and the entry was on the network
  // before the page was painted. A browser without paint timing waits a frame; a tab opened in the
  // background paints nothing, so also after 1 s.
  var Observer = window.PerformanceObserver;
  if (Observer && (Observer.supportedEntryTypes || []).indexOf('paint') >= 0) {
    var painted = new Observer(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      painted.disconnect();
      start();
    });
    painted.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(start, 1000);

  // The keys of apps/web/src/shared/session/storage-keys.ts the app starts a session from, and the
  // language it was last shown in.
  function mustStartNow() {
    try {
      var storage = window.localStorage;
      if (storage.getItem('auth') || storage.getItem('guest_token')) return true;
      if (storage.getItem('godroid_token')) return true;
      var locale = storage.getItem('locale');
      return locale !== null && locale !== document.documentElement.getAttribute('lang');
    } catch {
      // No storage (privacy mode): a visitor.
      return false;
    }
  }
})();
