import type { TLanguage } from '@rider-portal/domain/markets';

// Noto fonts for the scripts a device may lack, fetched only once a language needs them. Their
// @font-face rules carry unicode ranges, so the browser downloads only the files of the glyphs on
// screen. Chinese relies on the system's CJK font: every phone and desktop system ships one, and a
// web CJK font would weigh megabytes.
const arabic = () => [
  import('@fontsource/noto-sans-arabic/400.css'),
  import('@fontsource/noto-sans-arabic/700.css'),
];
const LOADERS: Partial<Record<TLanguage, () => Promise<unknown>[]>> = {
  ar: arabic,
  ckb: arabic,
  ur: arabic,
  th: () => [
    import('@fontsource/noto-sans-thai/400.css'),
    import('@fontsource/noto-sans-thai/700.css'),
  ],
  lo: () => [
    import('@fontsource/noto-sans-lao/400.css'),
    import('@fontsource/noto-sans-lao/700.css'),
  ],
  km: () => [
    import('@fontsource/noto-sans-khmer/400.css'),
    import('@fontsource/noto-sans-khmer/700.css'),
  ],
  my: () => [
    import('@fontsource/noto-sans-myanmar/400.css'),
    import('@fontsource/noto-sans-myanmar/700.css'),
  ],
  bn: () => [
    import('@fontsource/noto-sans-bengali/400.css'),
    import('@fontsource/noto-sans-bengali/700.css'),
  ],
};

/** Starts loading the font of a language's script, if it has one of its own. */
export function loadScriptFont(language: TLanguage): void {
  void Promise.all(LOADERS[language]?.() ?? []);
}
