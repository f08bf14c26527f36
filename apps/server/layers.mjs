// The server's layers, lowest first (docs/architecture.md draws them). A module may import from the
// platform, from the modules of lower layers, and from the modules listed before it in its own
// layer; never from a module after it. So no two modules can import each other, directly or round
// a ring. ESLint holds every file to this (eslint.config.js), a test holds the list to the tree.

/** Folders of src/ below every module: they import no module. */
export const PLATFORM_FOLDERS = ['platform', 'db', 'config', 'http'];

export const SERVER_LAYERS = [
  {
    name: 'identity',
    modules: ['flags', 'auth', 'access', 'vendors', 'accounts'],
  },
  {
    name: 'catalogue',
    modules: [
      'country-params',
      'geo',
      'service-hours',
      'quotes',
      'vouchers',
      'addressbook',
      'live',
    ],
  },
  { name: 'orders', modules: ['orders'] },
  {
    name: 'features',
    modules: [
      'payments',
      'dispatch',
      'history',
      'public-tracking',
      'public-api',
      'bulk',
      'help',
      'attention',
      'admin',
      'mailbox',
      'notifications',
      'app-config',
      'health',
      'pages',
    ],
  },
];

/** Every module, lowest first. */
export const SERVER_MODULES = SERVER_LAYERS.flatMap((layer) => layer.modules);

/**
 * Folders of src/ outside the layers, and the modules each may use: the rider-fleet simulator
 * speaks to the portal only through the logistics entry point, as a real fleet would.
 */
export const OUTSIDE_FOLDERS = { sim: ['dispatch'] };
