import type { TCountryCode } from './markets.ts';

/** Stands for the order number in a prerendered tracking page. */
export const PRERENDERED_ORDER_ID = 'RPORDERID';

/**
 * The public pages the build renders to HTML for every market and language, so a phone
 * paints their text before any JavaScript has run. The key names the file
 * (prerendered/{country}/{language}/{key}.html); the path is what is rendered. Pages that show
 * one order (`/tracking/…`) are rendered as their frame (the order loads after).
 *
 * `app` says when the page asks for the app's code: `'painted'` once it has painted (forms and
 * live data need the app), `'intent'` when the person first acts on the page (a touch, a pointer
 * moving, a key, a focus): the landing page and the two legal texts read and link without it, so a
 * phone that only reads them, or follows a link, never downloads the app for them.
 */
export const PRERENDERED_PAGES = [
  { key: 'landing', path: () => '/', app: 'intent' },
  { key: 'connect', path: () => '/connect', app: 'painted' },
  { key: 'register', path: () => '/register', app: 'painted' },
  { key: 'forgot-password', path: () => '/forgot-password', app: 'painted' },
  { key: 'terms', path: () => '/termsandconditions', app: 'intent' },
  { key: 'prohibited-items', path: () => '/prohibiteditems-c2c', app: 'intent' },
  // Not /help: its list of countries is named and ordered by the browser's own language data,
  // which differs from the build's (a page the browser would redraw at once).
  { key: 'help-market', path: (country: TCountryCode) => `/help/${country}`, app: 'painted' },
  // Rendered with a token, so the frame is the one of a link being checked (the order loads
  // after), and a stand-in order number the server replaces with the one in the address.
  {
    key: 'tracking',
    path: () => `/tracking/${PRERENDERED_ORDER_ID}?t=prerendered`,
    app: 'painted',
  },
  {
    key: 'tracking-c2c',
    path: () => `/tracking-c2c/${PRERENDERED_ORDER_ID}?t=prerendered`,
    app: 'painted',
  },
  // The frames of the signed-in areas (the app's bar and the page's title and lead, as the app
  // draws them while the vendor's data loads), sent to a browser that says it holds a session
  // (SIGNED_IN_COOKIE): the page's text is painted before the app's code has arrived.
  { key: 'frame-request', path: () => '/request-a-rider', app: 'painted', signedIn: true },
  { key: 'frame-tracking', path: () => '/order-tracking', app: 'painted', signedIn: true },
  { key: 'frame-history', path: () => '/history', app: 'painted', signedIn: true },
] as const satisfies readonly {
  key: string;
  path: (country: TCountryCode) => string;
  app: 'painted' | 'intent';
  signedIn?: true;
}[];

export type TPrerenderedPage = (typeof PRERENDERED_PAGES)[number]['key'];

/** The file of a prerendered page; the registration form is rendered per registration type. */
export function prerenderedFileName(key: TPrerenderedPage, registrationType: string): string {
  return key === 'register' ? `register-${registrationType}` : key;
}

/**
 * The prerendered page that answers a request path in a market, or null (the plain app page). A
 * signed-in area's frame answers its path with or without a vendor id (`/history/V1001`), and only
 * to a browser that holds a session (`signedIn`).
 */
export function prerenderedPageFor(
  path: string,
  country: TCountryCode,
  signedIn = false,
): { key: TPrerenderedPage; orderId?: string } | null {
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const tracking = /^\/(tracking|tracking-c2c)\/([^/]+)$/.exec(clean);
  if (tracking) {
    const orderId = safeDecode(tracking[2]!);
    return orderId === null ? null : { key: tracking[1] as TPrerenderedPage, orderId };
  }
  const area = /^(\/[a-z-]+)\/[^/]+$/.exec(clean)?.[1];
  const page = PRERENDERED_PAGES.find((p) => {
    const own = p.path(country).split('?')[0];
    if ('signedIn' in p) return signedIn && (own === clean || own === area);
    return own === clean;
  });
  return page ? { key: page.key } : null;
}

/** A path segment as the web app's router reads it; null when it is not valid escaping. */
function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The cookie that tells the server the language a person chose (the web app writes it beside its
 * saved language), so the first HTML is already in it. Read by the server only for that choice.
 */
export const LANGUAGE_COOKIE = 'rp_lang';

/**
 * The cookie by which the web app tells the server that this browser holds a signed-in session
 * (the session itself stays in the app's storage): the server then answers a signed-in area's
 * path with its prerendered frame instead of the plain app page. A hint, never a credential: it
 * grants nothing, and a stale one only shows the frame until the app sends the person to sign in.
 */
export const SIGNED_IN_COOKIE = 'rp_signed_in';
/** How long the hint lasts without the app renewing it (it is cleared at sign-out). */
export const SIGNED_IN_COOKIE_MAX_AGE_S = 30 * 86_400;

/** Marks #root when its markup is a signed-in area's frame, which the app replaces (not hydrates). */
export const PRERENDERED_FRAME_ATTRIBUTE = 'data-rp-frame';

/**
 * Slots of a tracking page's template (prerendered/…/tracking.ssr.html) that the server fills
 * with the page rendered with its order: its markup inside #root and its elements' style sheet.
 */
export const SSR_ROOT_SLOT = '<!--rp-ssr-root-->';
export const SSR_STYLES_SLOT = '<!--rp-ssr-styles-->';

/**
 * The id of the JSON data block of a page the server rendered with its data: the answers of its
 * queries and the render time, which the app takes up before it hydrates the page.
 */
export const SSR_DATA_ID = 'rp-ssr-data';

/** Marks #root when its markup came prerendered; the value is the page's language. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * A prerendered element's style attribute, moved into a style sheet (the CSP allows no inline
 * style attribute): the attribute numbers its rule in the sheet with this id.
 */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-rp-style';
export const PRERENDERED_STYLE_SHEET_ID = 'rp-prerendered-styles';

/**
 * Marks a prerendered page's full stylesheet, which arrives as a print style sheet (it holds back
 * no paint: the page's own rules are inlined) and is made the screen's by the app when it starts.
 * Without JavaScript a <noscript> copy applies it.
 */
export const PRERENDERED_DEFERRED_STYLESHEET_ATTRIBUTE = 'data-rp-deferred';

/**
 * Stands for each answer's CSP nonce in a rendered page: the server writes the nonce in its place
 * (a prerendered page's inline styles are written before any request exists).
 */
export const CSP_NONCE_SLOT = '__CSP_NONCE__';

/**
 * The content security policy allows no inline style attribute, and React writes
 * Mantine's style props as `style="…"` when rendering to HTML. Each distinct one becomes a rule of
 * a style element (which carries the answer's nonce) matched by `data-rp-style`, with an id in its
 * selector so it outranks class rules as the attribute would; before hydrating, the app moves each
 * back onto its element through the CSSOM, which the policy allows. Throws on a style that could
 * leave its rule (a brace or a style tag), so no text can become a style sheet of its own.
 */
export function styleAttributesToSheet(markup: string): { body: string; style: string } {
  const rules = new Map<string, number>();
  const body = markup.replace(/ style="([^"]*)"/g, (_match, value: string) => {
    const css = value
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    if (/<\/?style|[{}]/i.test(css)) throw new Error(`unexpected style attribute: ${css}`);
    if (!rules.has(css)) rules.set(css, rules.size);
    return ` ${PRERENDERED_STYLE_ATTRIBUTE}="${rules.get(css)}"`;
  });
  const sheet = [...rules]
    .map(
      ([css, n]) =>
        `[${PRERENDERED_STYLE_ATTRIBUTE}="${n}"]:not(#${PRERENDERED_STYLE_SHEET_ID}){${css}}`,
    )
    .join('');
  return { body, style: `<style id="${PRERENDERED_STYLE_SHEET_ID}">${sheet}</style>` };
}
