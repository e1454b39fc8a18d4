import { Injectable } from '@nestjs/common';
import { confidentialityPromise, withheldMessage, type Confidentiality, type ReleasedFigure } from '@gc/contracts';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { AuthenticatedUser } from '../../identity';
import { PdfTable, type Column } from './pdf-table';
import { radarSvg, REPORT_PALETTE } from './radar-chart';
import { ReceiverReportReader, SELF_NOT_SHARED, type ReceiverReport, type ReportChart } from './receiver-report';

const MARGIN = 50;
const INK = '#111827';
const MUTED = '#4B5563';
const BRAND = REPORT_PALETTE[0];
const CHART = { width: 495, height: 350 };
const KIND_LABELS = { BLIND_SPOT: 'Blind spot', HIDDEN_STRENGTH: 'Hidden strength', ALIGNED: 'Aligned' } as const;

type Doc = PDFKit.PDFDocument;

const fixed = (v: number | null) => (v === null ? '–' : v.toFixed(2));
const signed = (v: number | null) => (v === null ? '–' : `${v > 0 ? '+' : ''}${v.toFixed(2)}`);
const raters = (n: number) => `${n} ${n === 1 ? 'rater' : 'raters'}`;
const fileSafe = (s: string) => s.replace(/[^\w.]+/g, '-').replace(/^-|-$/g, '');

/**
 * One receiver's results as a PDF (pdfkit, with the radar charts drawn by echarts' SSR as SVG and placed by
 * svg-to-pdfkit as vector graphics): a title page, per chart type the radar and the table of its numbers, the gap
 * view (the receiver's own report only) and the unnamed comments. Every number comes from ReceiverReportReader,
 * that is from the results module's one door (ReleasedResults), under the reflection's promise.
 */
@Injectable()
export class ResultsPdf {
  constructor(private readonly reports: ReceiverReportReader) {}

  async render(
    user: AuthenticatedUser,
    clientId: string,
    reflectionId: string,
    receiverId?: string,
  ): Promise<{ fileName: string; pdf: Buffer }> {
    const report = await this.reports.read(user, clientId, reflectionId, receiverId);
    const base = [fileSafe(report.reflectionName), fileSafe(report.receiverName)].filter(Boolean).join('-');
    return { fileName: `${base || 'report'}.pdf`, pdf: await renderReport(report) };
  }
}

/** The report as PDF bytes. */
export function renderReport(report: ReceiverReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${report.reflectionName}: ${report.receiverName}`, Author: 'GrowthCatalyst' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  titlePage(doc, report);
  for (const chart of report.charts) chartPages(doc, report, chart);
  if (report.includesSelf) gapPage(doc, report);
  commentPages(doc, report);
  footers(doc, report);
  doc.end();
  return done;
}

function heading(doc: Doc, text: string) {
  doc.font('Helvetica-Bold').fontSize(18).fillColor(BRAND).text(text, MARGIN, MARGIN);
  doc.moveDown(0.4).font('Helvetica').fontSize(10).fillColor(INK);
}

function note(doc: Doc, text: string) {
  doc.font('Helvetica-Oblique').fontSize(9).fillColor(MUTED).text(text).font('Helvetica').fillColor(INK);
}

function titlePage(doc: Doc, report: ReceiverReport) {
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(0, 0, doc.page.width, 8).fill(BRAND);
  doc.font('Helvetica').fontSize(12).fillColor(MUTED).text('GrowthCatalyst · Reflection report', MARGIN, 140);
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(26).fillColor(INK).text(report.reflectionName, { width });
  doc.moveDown(0.3).font('Helvetica').fontSize(18).fillColor(BRAND).text(report.receiverName, { width });
  doc.moveDown(1.5);
  const facts: [string, string][] = [
    ['Team', report.teamName || '–'],
    ['Due date', report.dueDate],
    ['Status', report.status],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).fillColor(MUTED).text(label, MARGIN, y, { width: 90 });
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(INK)
      .text(value, MARGIN + 90, y, { width: width - 90 });
    doc.moveDown(0.4);
  }
  doc.moveDown(2).x = MARGIN;
  const about = [
    `How others rated this member appears only as averages. ${confidentialityPromise(report.confidentiality)} ` +
      'Comments carry no names.',
    report.includesSelf ? 'This report includes your own self-assessment, which only you receive.' : SELF_NOT_SHARED,
  ];
  for (const line of about) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(line, MARGIN, doc.y, { width });
    doc.moveDown(0.5);
  }
}

/** A value with its number of raters, or the threshold's line where it is withheld. */
function valueCell(v: ReleasedFigure, c: Confidentiality, withRaters = true): string {
  if (v.withheld) return withheldMessage(v.withheld, c);
  if (v.value === null) return 'No answers yet';
  return withRaters ? `${fixed(v.value)}\n${raters(v.raters)}` : fixed(v.value);
}

function chartPages(doc: Doc, report: ReceiverReport, chart: ReportChart) {
  doc.addPage();
  heading(doc, chart.title);
  const shown = chart.series.filter((s) => s.values.some((v) => v.value !== null));
  if (shown.length === 0) {
    note(doc, `Nothing to show yet. ${confidentialityPromise(report.confidentiality)}`);
  } else {
    SVGtoPDF(doc as never, radarSvg(chart, CHART), MARGIN, doc.y, { ...CHART, assumePt: true });
    doc.y += CHART.height + 6;
  }
  doc.x = MARGIN;
  const partial = shown.filter((s) => s.values.some((v) => v.value === null)).map((s) => s.label);
  if (partial.length)
    note(doc, `${partial.join(', ')}: points only, as some of its values are not shown yet (see the table).`);
  if (!report.includesSelf && chart.type !== 'TEAM_DYNAMICS') note(doc, SELF_NOT_SHARED);
  doc.moveDown(0.6);
  const width = doc.page.width - 2 * MARGIN;
  const first = 170;
  const rest = (width - first) / chart.series.length;
  const columns: Column[] = [
    { header: 'Question', width: first },
    ...chart.series.map((s) => ({ header: s.label, width: rest })),
  ];
  const rows = chart.questions.map((q, i) => [
    `${q.name}\n${q.category}`,
    ...chart.series.map((s) => valueCell(s.values[i], report.confidentiality, s.option !== 'MY_SELF_ASSESSMENT')),
  ]);
  new PdfTable(doc, columns).draw(rows);
}

function gapPage(doc: Doc, report: ReceiverReport) {
  if (report.gaps.length === 0) return;
  doc.addPage();
  heading(doc, 'Gap view: you and others');
  note(
    doc,
    'Blind spot: you rate yourself at least 1 point higher than others do. Hidden strength: at least 1 point lower.',
  );
  doc.moveDown(0.8);
  const columns: Column[] = [
    { header: 'Question', width: 175 },
    { header: 'Self', width: 60 },
    { header: 'Others', width: 60 },
    { header: 'Gap', width: 60 },
    { header: 'Reading', width: 140 },
  ];
  const rows = report.gaps.map((g) => [
    g.question,
    fixed(g.self),
    fixed(g.others),
    signed(g.gap),
    g.kind ? KIND_LABELS[g.kind] : g.othersWithheld ? withheldMessage(g.othersWithheld, report.confidentiality) : '–',
  ]);
  new PdfTable(doc, columns).draw(rows);
}

function commentPages(doc: Doc, report: ReceiverReport) {
  doc.addPage();
  heading(doc, 'Comments');
  note(
    doc,
    `Comments carry no names, and each list is in the order of its text. ${confidentialityPromise(report.confidentiality)}`,
  );
  doc.moveDown(0.8);
  if (report.comments.length === 0) {
    doc.font('Helvetica').fontSize(11).fillColor(INK).text('No quotes');
    return;
  }
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  for (const c of report.comments) {
    if (doc.y + 60 > bottom()) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(c.question, MARGIN, doc.y, { width });
    for (const [label, quotes] of [
      ['Individual Comments', c.individual],
      ['Team Comments', c.team],
    ] as const) {
      if (quotes.length === 0) continue;
      doc.moveDown(0.2).font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(label.toUpperCase());
      doc.font('Helvetica').fontSize(10).fillColor(INK);
      for (const quote of quotes) doc.text(`“${quote}”`, MARGIN + 12, doc.y, { width: width - 12, indent: 0 });
      doc.x = MARGIN;
    }
    doc.moveDown(0.8);
  }
}

function footers(doc: Doc, report: ReceiverReport) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${report.reflectionName} · ${report.receiverName} · page ${i + 1} of ${count}`,
        MARGIN,
        doc.page.height - 30,
        { width: doc.page.width - 2 * MARGIN, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
}
