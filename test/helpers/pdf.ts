// The text a PDF written by pdfkit shows: its content streams inflated, the strings of the text operators decoded
// (pdfkit writes the standard fonts' text as hex strings in WinAnsi, split where it kerns), each with the position
// pdfkit set for it (its `Tm`; y counts up from the page's foot). One run per text operator.
import zlib from 'node:zlib';

export interface TextRun {
  text: string;
  x: number;
  y: number;
}

export function pdfTextRuns(pdf: Buffer): TextRun[] {
  const raw = pdf.toString('latin1');
  const runs: TextRun[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = zlib.inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a deflated stream (or not content): fonts, images
    }
    let x = 0;
    let y = 0;
    for (const op of content.matchAll(/1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm|\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]*>)\s*Tj/g)) {
      if (op[1] !== undefined) {
        x = Number(op[1]);
        y = Number(op[2]);
        continue;
      }
      const parts = (op[3] ?? op[4]!).match(/<[0-9a-fA-F]*>/g) ?? [];
      runs.push({ text: parts.map((h) => Buffer.from(h.slice(1, -1), 'hex').toString('latin1')).join(''), x, y });
    }
  }
  return runs;
}

export function pdfText(pdf: Buffer): string[] {
  return pdfTextRuns(pdf).map((run) => run.text);
}
