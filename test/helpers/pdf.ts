// The text a PDF written by pdfkit shows: its content streams inflated, the strings of the text operators decoded
// (pdfkit writes the standard fonts' text as hex strings in WinAnsi, split where it kerns). One string per text operator.
import zlib from 'node:zlib';

export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = zlib.inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a deflated stream (or not content): fonts, images
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]*>)\s*Tj/g)) {
      const parts = (op[1] ?? op[2]!).match(/<[0-9a-fA-F]*>/g) ?? [];
      texts.push(parts.map((h) => Buffer.from(h.slice(1, -1), 'hex').toString('latin1')).join(''));
    }
  }
  return texts;
}
