import { inflateSync } from 'node:zlib';

// Reads the text back out of a PDF that PDFKit wrote, as a PDF reader does, for the receipt tests:
// fonts map glyphs to characters through their ToUnicode tables, each BT…ET block is one piece of
// text at a position. Only what PDFKit writes is handled (Identity-H fonts, TJ arrays, Tm).

type TPdfObject = { dict: string; stream: Buffer | null };

function readObjects(pdf: Buffer): Map<number, TPdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, TPdfObject>();
  for (const match of text.matchAll(/(?:^|\n)(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const at = body.indexOf('stream');
    if (at < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const bodyStart = match.index + match[0].indexOf(body);
    const start = bodyStart + at + 'stream'.length + (body[at + 6] === '\r' ? 2 : 1);
    const end = bodyStart + body.lastIndexOf('endstream');
    const raw = pdf.subarray(start, end);
    const dict = body.slice(0, at);
    objects.set(Number(match[1]), {
      dict,
      stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw,
    });
  }
  return objects;
}

function hexToText(hex: string): string {
  let text = '';
  for (let i = 0; i + 4 <= hex.length; i += 4)
    text += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return text;
}

/** Glyph code → characters, from a ToUnicode CMap (bfchar and bfrange, as PDFKit writes them). */
function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, from, to] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g))
      map.set(parseInt(from!, 16), hexToText(to!));
  for (const block of bfRanges(cmap)) {
    const [from, to, rest] = block;
    if (rest.startsWith('[')) {
      const targets = [...rest.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => hexToText(m[1]!));
      targets.forEach((target, i) => map.set(from + i, target));
    } else {
      const start = parseInt(/<([0-9a-fA-F]+)>/.exec(rest)![1]!, 16);
      for (let code = from; code <= to; code += 1)
        map.set(code, String.fromCharCode(start + code - from));
    }
  }
  return map;
}

function bfRanges(cmap: string): [number, number, string][] {
  const ranges: [number, number, string][] = [];
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, to, rest] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]*>)/g,
    ))
      ranges.push([parseInt(from!, 16), parseInt(to!, 16), rest!]);
  return ranges;
}

/** A PDF literal string's bytes as text (UTF-16BE with its byte-order mark, else Latin-1). */
function literalToText(literal: string): string {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const bytes = literal.replace(/\\([nrtbf()\\])/g, (_m, c: string) => escapes[c] ?? c);
  if (!bytes.startsWith('\xFE\xFF')) return bytes;
  let text = '';
  for (let i = 2; i + 1 < bytes.length; i += 2)
    text += String.fromCharCode((bytes.charCodeAt(i) << 8) | bytes.charCodeAt(i + 1));
  return text;
}

/**
 * One drawn piece of text: where it starts, its font, its glyph ids and their characters left to
 * right, and the reading-order text of the marked span it belongs to (ActualText), if any.
 */
export type TPdfPiece = {
  page: number;
  x: number;
  y: number;
  font: string;
  glyphIds: number[];
  glyphs: string[];
  span: { id: number; text: string } | null;
};

/** Every piece of text of every page, in drawing order. */
export function readPdfPieces(pdf: Buffer): TPdfPiece[] {
  const objects = readObjects(pdf);
  const ref = (dict: string, key: string) => {
    const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
    return match ? objects.get(Number(match[1])) : undefined;
  };
  const pages = [...objects.values()].filter((o) => /\/Type \/Page\b/.test(o.dict));
  let spans = 0;
  return pages.flatMap((page, pageIndex) => {
    const resources = ref(page.dict, 'Resources')?.dict ?? page.dict;
    const fonts = new Map<string, { name: string; cmap: Map<number, string> }>();
    const fontDict = /\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '';
    for (const [, name, number] of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = objects.get(Number(number))!;
      const cmap = ref(font.dict, 'ToUnicode')?.stream?.toString('latin1') ?? '';
      const baseName = /\/BaseFont \/(?:\w+\+)?([\w-]+)/.exec(font.dict)?.[1] ?? name!;
      fonts.set(name!, { name: baseName, cmap: readCmap(cmap) });
    }
    const content = ref(page.dict, 'Contents')?.stream?.toString('latin1') ?? '';
    const pieces: TPdfPiece[] = [];
    let span: TPdfPiece['span'] = null;
    const tokens =
      /\/Span <<\s*\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)\s*>> BDC|\bEMC\b|\bBT\b([\s\S]*?)\bET\b/g;
    for (const token of content.matchAll(tokens)) {
      if (token[1] !== undefined) {
        spans += 1;
        span = { id: spans, text: literalToText(token[1]) };
        continue;
      }
      if (token[0] === 'EMC') {
        span = null;
        continue;
      }
      const block = token[2]!;
      const at = /([\d.-]+) ([\d.-]+) Tm/.exec(block);
      const font = fonts.get(/\/(\w+) [\d.]+ Tf/.exec(block)?.[1] ?? '');
      const glyphIds = [...block.matchAll(/<([0-9a-fA-F]+)>/g)].flatMap((m) =>
        (m[1]!.match(/.{4}/g) ?? []).map((code) => parseInt(code, 16)),
      );
      pieces.push({
        page: pageIndex + 1,
        x: Number(at?.[1] ?? 0),
        y: Number(at?.[2] ?? 0),
        font: font?.name ?? '',
        glyphIds,
        glyphs: glyphIds.map((id) => font?.cmap.get(id) ?? ''),
        span,
      });
    }
    return pieces;
  });
}

/**
 * The PDF's text line by line, in reading order, as a PDF reader extracts it: the pieces on one
 * baseline from the left (from the right in a right-to-left document), a marked span read as its
 * ActualText.
 */
export function readPdfLines(pdf: Buffer, direction: 'ltr' | 'rtl' = 'ltr'): string[] {
  const lines = new Map<string, { x: number; text: string; span: number | null }[]>();
  for (const piece of readPdfPieces(pdf)) {
    const key = `${piece.page}:${Math.round(piece.y)}`;
    const items = lines.get(key) ?? [];
    const same = piece.span && items.find((item) => item.span === piece.span!.id);
    if (same) same.x = Math.min(same.x, piece.x);
    else
      items.push({
        x: piece.x,
        text: piece.span?.text ?? piece.glyphs.join(''),
        span: piece.span?.id ?? null,
      });
    lines.set(key, items);
  }
  return [...lines.values()].map((items) =>
    items
      .sort((a, b) => (direction === 'rtl' ? b.x - a.x : a.x - b.x))
      .map((item) => item.text)
      .join(' | '),
  );
}
