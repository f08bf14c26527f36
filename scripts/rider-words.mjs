// `node scripts/rider-words.mjs`: what each interface language calls the rider, to keep one word
// per language. For every locale file it lists the words frequent in the texts whose
// English says "rider" and rare elsewhere (the candidates, with their counts there / elsewhere),
// then the rider texts that do not use the language's chosen word: read them by eye, they are
// either another name for the rider (fix them) or a sentence that rightly does without the word
// (a declension, a pronoun, the product name "Rider Portal").
import { readFileSync, readdirSync } from 'node:fs';

const dir = new URL('../packages/i18n/locales/', import.meta.url);
/** The chosen word (a stem, lower case) for the rider in each language. */
const RIDER = {
  ar: 'سائق',
  bn: 'রাইডার',
  ca: 'repartidor',
  ckb: 'گەیەنەر',
  cs: 'kurý',
  de: 'fahrer',
  el: 'διανομ',
  en: 'rider',
  es: 'repartidor',
  fi: 'lähet',
  fil: 'rider',
  hu: 'futár',
  id: 'kurir',
  it: 'rider',
  km: 'អ្នកដឹកជញ្ជូន',
  lo: 'ໄຣເດີ',
  ms: 'penunggang',
  my: 'ရိုက်ဒါ',
  nb: 'bud',
  pt: 'estafeta',
  sv: 'bud',
  th: 'ไรเดอร์',
  tr: 'kurye',
  ur: 'رائیڈر',
  'zh-HK': '車手',
  'zh-TW': '外送員',
};

const read = (language) => JSON.parse(readFileSync(new URL(`${language}/web.json`, dir), 'utf8'));
const en = read('en');
const riderKeys = new Set(Object.keys(en).filter((key) => /\briders?\b/i.test(en[key])));

for (const language of readdirSync(dir).sort()) {
  const texts = read(language);
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const inRider = new Map();
  const elsewhere = new Map();
  for (const [key, text] of Object.entries(texts)) {
    const words = new Set(
      [...segmenter.segment(text.replace(/\{\{\w+\}\}/g, ''))]
        .filter((s) => s.isWordLike)
        .map((s) => s.segment.toLocaleLowerCase(language)),
    );
    const counts = riderKeys.has(key) ? inRider : elsewhere;
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const candidates = [...inRider]
    .map(([word, n]) => [word, n, elsewhere.get(word) ?? 0])
    .filter(([, n, other]) => n >= 2 && n / riderKeys.size > 0.04 && other < n * 1.5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  console.log(`${language}: ${candidates.map(([w, n, o]) => `${w} ${n}/${o}`).join(', ')}`);
  const stem = RIDER[language];
  if (!stem) continue;
  for (const [key, text] of Object.entries(texts)) {
    if (riderKeys.has(key) && !text.toLocaleLowerCase(language).includes(stem)) {
      console.log(`  without "${stem}": ${key}: ${text}`);
    }
  }
}
