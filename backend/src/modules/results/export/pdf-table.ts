export interface Column {
  readonly header: string;
  readonly width: number;
}

const PAD = 5;
const FONT_SIZE = 9;
const HEADER_FILL = '#E5F0EE';
const RULE = '#D1D5DB';

/**
 * A plain table for pdfkit: rows as tall as their tallest cell (text wraps within its column), a new page with the
 * header repeated when a row would cross the bottom margin. In a cell, the first line is regular and any further
 * lines are muted (a value and its number of raters; a question and its category).
 */
export class PdfTable {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly columns: readonly Column[],
  ) {}

  draw(rows: readonly (readonly string[])[]): void {
    this.header();
    for (const row of rows) {
      const height = this.rowHeight(row);
      if (this.doc.y + height > this.doc.page.height - this.doc.page.margins.bottom) {
        this.doc.addPage();
        this.header();
      }
      this.row(row, height);
    }
    this.doc.x = this.doc.page.margins.left;
  }

  private header() {
    const doc = this.doc;
    doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
    const height = Math.max(...this.columns.map((c) => doc.heightOfString(c.header, { width: c.width - 2 * PAD })));
    const y = doc.y;
    const width = this.columns.reduce((sum, c) => sum + c.width, 0);
    doc.rect(doc.page.margins.left, y, width, height + 2 * PAD).fill(HEADER_FILL);
    let x = doc.page.margins.left;
    for (const c of this.columns) {
      doc.fillColor('#111827').text(c.header, x + PAD, y + PAD, { width: c.width - 2 * PAD });
      x += c.width;
    }
    doc.y = y + height + 2 * PAD;
  }

  private cellHeight(text: string, width: number): number {
    const [first, ...rest] = text.split('\n');
    const doc = this.doc;
    let h = doc
      .font('Helvetica')
      .fontSize(FONT_SIZE)
      .heightOfString(first || ' ', { width });
    if (rest.length) h += doc.fontSize(FONT_SIZE - 1).heightOfString(rest.join('\n'), { width });
    return h;
  }

  private rowHeight(row: readonly string[]): number {
    return Math.max(...row.map((cell, i) => this.cellHeight(cell, this.columns[i].width - 2 * PAD))) + 2 * PAD;
  }

  private row(row: readonly string[], height: number) {
    const doc = this.doc;
    const y = doc.y;
    let x = doc.page.margins.left;
    row.forEach((cell, i) => {
      const width = this.columns[i].width - 2 * PAD;
      const [first, ...rest] = cell.split('\n');
      doc
        .font('Helvetica')
        .fontSize(FONT_SIZE)
        .fillColor('#111827')
        .text(first, x + PAD, y + PAD, { width });
      if (rest.length)
        doc
          .fontSize(FONT_SIZE - 1)
          .fillColor('#4B5563')
          .text(rest.join('\n'), x + PAD, doc.y, { width });
      x += this.columns[i].width;
    });
    const right = x;
    doc
      .moveTo(doc.page.margins.left, y + height)
      .lineTo(right, y + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + height;
  }
}
