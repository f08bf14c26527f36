import { ownDirection, visualRuns } from './bidi.ts';
import type { TDirection } from './bidi.ts';
import { PDF_FONTS, fontRuns, readable } from './pdf-fonts.ts';
import type { TFontName } from './pdf-fonts.ts';

/** Whether fontkit lays the text out right to left by itself: it goes by the first script it meets. */
function isLaidOutRtl(text: string): boolean {
  for (const char of text) {
    if (/\p{Script=Common}|\p{Script=Inherited}/u.test(char)) continue;
    return /\p{Script=Arabic}|\p{Script=Hebrew}|\p{Script=Syriac}|\p{Script=Thaana}/u.test(char);
  }
  return false;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
function reversed(text: string): string {
  return [...graphemes.segment(text)]
    .map((s) => s.segment)
    .reverse()
    .join('');
}

/** A piece drawn as is, left to right on the page, in one font. */
type TPiece = { font: TFontName; text: string };

/**
 * One line as pieces in visual order. fontkit shapes each piece and reverses Arabic ones itself,
 * so a piece is given in reading order when that is what it needs, else pre-reversed (an Arabic
 * number in a line, punctuation in a right-to-left run).
 */
export function linePieces(text: string, direction: TDirection): TPiece[] {
  return visualRuns(text, direction).flatMap((run) => {
    const runs = fontRuns(run.text);
    const ordered = run.isRtl ? runs.reverse() : runs;
    return ordered.map((piece) => ({
      font: piece.font,
      text: run.isRtl === isLaidOutRtl(piece.text) ? piece.text : reversed(piece.text),
    }));
  });
}

type TStyle = { size: number; isBold?: boolean; color?: string };

/** Shaped text is laid out whole: without `features` PDFKit lays it out word by word. */
const TEXT_OPTIONS: PDFKit.Mixins.TextOptions = {
  lineBreak: false,
  features: [],
  baseline: 'alphabetic',
};

/**
 * fontkit 2.0.4 throws on the NULL mark anchors of some Noto fonts (Khmer; foliojs/fontkit#367):
 * such text is laid out again without mark positioning, the marks then sitting where the font
 * draws them by default, rather than failing the whole receipt.
 */
const WITHOUT_MARK_POSITIONING = {
  ...TEXT_OPTIONS,
  features: { mark: false, mkmk: false, abvm: false, blwm: false, dist: false },
} as unknown as PDFKit.Mixins.TextOptions;

/** A text to draw and the direction its characters are ordered in (UAX #9 paragraph level). */
type TLine = { text: string; direction: TDirection };

/**
 * Writes the receipt's lines on a PDFKit document in the document's direction: text starts at the
 * right edge in Arabic, Sorani and Urdu. Labels are ordered in the document's direction; data
 * (names, addresses, values) in its own, as HTML's dir="auto" does, so "Corner Café (V1001)"
 * stays whole on an Arabic receipt. Lines wrap at spaces and are then reordered one by one.
 */
export function createPdfWriter(doc: PDFKit.PDFDocument, direction: TDirection) {
  for (const font of PDF_FONTS) {
    doc.registerFont(font.name, font.regular);
    doc.registerFont(`${font.name}-bold`, font.bold);
  }
  const margin = doc.page.margins.left;
  const contentWidth = doc.page.width - margin - doc.page.margins.right;
  const isRtl = direction === 'rtl';
  let y = doc.page.margins.top;
  const useFont = (piece: TPiece, style: TStyle) =>
    doc.font(style.isBold ? `${piece.font}-bold` : piece.font).fontSize(style.size);
  /** How a piece is laid out and how wide it is then (the current font is the piece's after it). */
  const measure = (piece: TPiece, style: TStyle) => {
    useFont(piece, style);
    try {
      return { options: TEXT_OPTIONS, width: doc.widthOfString(piece.text, TEXT_OPTIONS) };
    } catch {
      return {
        options: WITHOUT_MARK_POSITIONING,
        width: doc.widthOfString(piece.text, WITHOUT_MARK_POSITIONING),
      };
    }
  };
  const widthOf = (line: TLine, style: TStyle) =>
    linePieces(line.text, line.direction).reduce(
      (sum, piece) => sum + measure(piece, style).width,
      0,
    );
  const lineHeight = (style: TStyle) => style.size * 1.7;
  const label = (text: string): TLine => ({ text, direction });
  const data = (text: string): TLine => ({ text, direction: ownDirection(text, direction) });

  /** Lines of at most `width` points, broken at spaces (a longer word keeps its line). */
  const wrap = (whole: TLine, width: number, style: TStyle): TLine[] => {
    const lines: TLine[] = [];
    let line = '';
    for (const word of whole.text.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && widthOf({ ...whole, text: candidate }, style) > width) {
        lines.push({ ...whole, text: line });
        line = word;
      } else line = candidate;
    }
    if (line) lines.push({ ...whole, text: line });
    return lines;
  };

  /** Draws one line inside [left, left + width], against the document's start or end edge. */
  const drawLine = (
    line: TLine,
    box: { left: number; width: number },
    style: TStyle,
    edge: 'start' | 'end',
    top: number,
  ) => {
    const total = widthOf(line, style);
    const atRight = (edge === 'start') === isRtl;
    let x = atRight ? box.left + box.width - total : box.left;
    doc.fillColor(style.color ?? '#18181b');
    // The line in reading order for copying, search and screen readers: the glyphs are in visual
    // order and shaped forms share glyphs, which their ToUnicode map alone cannot undo.
    doc.markContent('Span', { actual: readable(line.text) });
    for (const piece of linePieces(line.text, line.direction)) {
      const { options, width } = measure(piece, style);
      doc.text(piece.text, x, top + style.size * 1.15, options);
      x += width;
    }
    doc.endMarkedContent();
  };

  const ensureRoom = (height: number) => {
    if (y + height <= doc.page.height - doc.page.margins.bottom) return;
    doc.addPage();
    y = doc.page.margins.top;
  };

  const paragraph = (whole: TLine, style: TStyle) => {
    for (const line of wrap(whole, contentWidth, style)) {
      ensureRoom(lineHeight(style));
      drawLine(line, { left: margin, width: contentWidth }, style, 'start', y);
      y += lineHeight(style);
    }
  };

  return {
    /** A heading or label on its own line, at the start edge. */
    heading(text: string, style: TStyle = { size: 11, isBold: true }) {
      paragraph(label(text), style);
    },
    /** A name or an address on its own line, at the start edge. */
    paragraph(text: string, style: TStyle = { size: 11 }) {
      paragraph(data(text), style);
    },
    /** A label at the start edge and its value at the end edge, each wrapped in its column. */
    row(labelText: string, value: string, style: TStyle = { size: 11 }) {
      const gap = 16;
      const labelWidth = contentWidth * 0.42;
      const valueWidth = contentWidth - labelWidth - gap;
      const labelLines = wrap(label(labelText), labelWidth, style);
      const valueLines = wrap(data(value), valueWidth, style);
      const height = Math.max(labelLines.length, valueLines.length) * lineHeight(style);
      ensureRoom(height);
      const labelBox = {
        left: isRtl ? margin + contentWidth - labelWidth : margin,
        width: labelWidth,
      };
      const valueBox = { left: isRtl ? margin : margin + labelWidth + gap, width: valueWidth };
      const muted = style.isBold ? style : { ...style, color: '#52525b' };
      labelLines.forEach((line, i) =>
        drawLine(line, labelBox, muted, 'start', y + i * lineHeight(style)),
      );
      valueLines.forEach((line, i) =>
        drawLine(line, valueBox, style, 'end', y + i * lineHeight(style)),
      );
      y += height;
    },
    /** A thin line across the page, with some room around it. */
    rule() {
      ensureRoom(20);
      y += 8;
      doc
        .moveTo(margin, y)
        .lineTo(margin + contentWidth, y)
        .lineWidth(0.5)
        .strokeColor('#d4d4d8')
        .stroke();
      y += 10;
    },
    space(points: number) {
      y += points;
    },
  };
}
