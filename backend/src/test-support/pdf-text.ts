import PDFParser from 'pdf2json';

/** A PDF's text as pdf2json reads it, whitespace collapsed (a wrapped line reads as one with spaces). */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const parser = new PDFParser(null, true);
    parser.on('pdfParser_dataError', (e: { parserError: Error } | Error) =>
      reject(e instanceof Error ? e : e.parserError),
    );
    parser.on('pdfParser_dataReady', () =>
      resolve(
        parser
          .getRawTextContent()
          .replace(/-+Page \(\d+\) Break-+/g, ' ')
          .replace(/\s+/g, ' '),
      ),
    );
    parser.parseBuffer(pdf, 0);
  });
}

/** supertest's `.parse()`: collect a binary body (a PDF) as a Buffer. */
export const binaryBody = (res: unknown, done: (err: Error | null, body: Buffer) => void) => {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};
