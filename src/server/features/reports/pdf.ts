// The briefing book as a PDF (REPORT-1..REPORT-10): pdfkit, pure JavaScript with an embedded font
// (fonts.ts), loaded only here. Real text throughout (selectable, REPORT-9), A4, an outline entry per
// section (REPORT-8), page numbers on every page (REPORT-10).

import { perspectiveName } from "../../../domain/labels";
import type { Locale } from "../../../domain/locale";
import type { ScorecardKpiRow, ScorecardObjectiveRow } from "../../../domain/schemas/scorecard";
import type { KpiStatus } from "../../../domain/scoring";
import { formatMeasure } from "../../../domain/units";
import { intlFor, type ServerIntl } from "../../i18n";
import { letRequestsThrough } from "../../jobs";
import type { BriefingData } from "./data";
import { embedFonts, FONT, pdfText } from "./fonts";
import { pdfMessages as m } from "./messages";

/**
 * EXPORT-22: rows of a KPI table, or pages numbered, between two turns given to other requests (about
 * a page's work): a 400-page book takes seconds of CPU, which no request should wait for at once.
 */
const ROWS_PER_TURN = 25;

type Doc = PDFKit.PDFDocument;

const MARGIN = 48;
const INK = "#111827";
const MUTED = "#6b7280";
const RULE = "#e5e7eb";

/** REPORT-4: the status colours of the screens (score badges). */
const STATUS_COLOUR: Record<KpiStatus, string> = {
  "Exceeds Target": "#047857",
  "On Target": "#16a34a",
  "Near Target": "#ca8a04",
  "At Risk": "#ea580c",
  "Below Target": "#dc2626",
  "No Data": "#9ca3af",
};
const statusColour = (status: string | null) => STATUS_COLOUR[(status ?? "No Data") as KpiStatus] ?? MUTED;

// ---- REPORT-29, docs/decisions/026: the book's words and numbers in the reader's language ----

/** SCORE-5: as the screens show a score ('87.5%', '—' without data: here 'No data'); '87,5 %' in German. */
const scoreText = (intl: ServerIntl, score: number | null) =>
  score === null
    ? intl.formatMessage(m.noData)
    : intl.formatNumber(score / 100, { style: "percent", maximumFractionDigits: 2 });

/** UI-113: a measure as the screens write it, in the reader's locale; '-' without a value. */
const measureText = (intl: ServerIntl, value: number | null, unit: string | null) =>
  formatMeasure(value, unit, intl.locale) ?? "-";

const coverageText = (
  intl: ServerIntl,
  c: { reporting: number; total: number },
  noun: "objectives" | "KPIs",
) => intl.formatMessage(m.coverage, { noun, reporting: c.reporting, total: c.total });

const STATUS_KEY: Record<KpiStatus, string> = {
  "Exceeds Target": "exceeds",
  "On Target": "onTarget",
  "Near Target": "nearTarget",
  "At Risk": "atRisk",
  "Below Target": "belowTarget",
  "No Data": "noData",
};
/** A status name (the domain keeps the English key, SCORE-5), in the reader's language. */
const statusText = (intl: ServerIntl, status: string | null) =>
  intl.formatMessage(m.status, { status: STATUS_KEY[(status ?? "No Data") as KpiStatus] ?? "noData" });

/** A perspective's name: the organization's own as it is, the default one translated. */
const perspectiveText = (intl: ServerIntl, perspective: { key: string; name: string }) =>
  perspective.name === perspectiveName(perspective.key as Parameters<typeof perspectiveName>[0])
    ? intl.formatMessage(m.perspective, { perspective: perspective.key })
    : perspective.name;

const percentText = (intl: ServerIntl, percent: number) =>
  intl.formatNumber(Math.round(percent) / 100, { style: "percent" });

// ---- end of the book's words ----

class Writer {
  constructor(
    readonly doc: Doc,
    readonly intl: ServerIntl,
  ) {}

  get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }
  get width() {
    return this.doc.page.width - MARGIN * 2;
  }

  /** A new page when fewer than `height` points are left. */
  need(height: number) {
    if (this.doc.y + height > this.bottom) {
      this.doc.addPage();
      this.doc.y = MARGIN;
    }
  }

  heading(text: string, size: number) {
    this.need(size * 3);
    this.doc.font(FONT.bold).fontSize(size).fillColor(INK).text(pdfText(text), MARGIN, this.doc.y, {
      width: this.width,
    });
    this.doc.moveDown(0.3);
  }

  line(text: string, options: { size?: number; colour?: string; font?: string; indent?: number } = {}) {
    const size = options.size ?? 10;
    this.doc.font(options.font ?? FONT.regular).fontSize(size);
    const x = MARGIN + (options.indent ?? 0);
    const width = this.width - (options.indent ?? 0);
    this.need(this.doc.heightOfString(pdfText(text), { width }) + 2);
    this.doc.fillColor(options.colour ?? INK).text(pdfText(text), x, this.doc.y, { width });
  }

  /** A small status chip: a coloured dot and the words. */
  dot(x: number, y: number, status: string | null) {
    this.doc.circle(x, y, 3).fill(statusColour(status));
  }
}

function cover(w: Writer, data: BriefingData) {
  const { doc } = w;
  const { card } = data;
  const { intl } = w;
  doc.outline.addItem(intl.formatMessage(m.outlineCover));
  doc.rect(0, 0, doc.page.width, 8).fill("#1d4ed8");
  doc.y = 180;
  w.line(intl.formatMessage(m.briefingBook), { size: 11, colour: "#1d4ed8", font: FONT.bold });
  doc.moveDown(0.6);
  w.line(data.organizationName, { size: 28, font: FONT.bold });
  doc.moveDown(0.3);
  w.line(card.functionName ?? intl.formatMessage(m.noFunction), { size: 18 });
  doc.moveDown(0.2);
  w.line(data.periodLabel, { size: 14, colour: MUTED });
  doc.moveDown(2);
  const y = doc.y;
  doc.roundedRect(MARGIN, y, w.width, 96, 8).lineWidth(1).strokeColor(RULE).stroke();
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(MUTED)
    .text(intl.formatMessage(m.overallScore), MARGIN + 20, y + 16);
  doc
    .font(FONT.bold)
    .fontSize(30)
    .fillColor(INK)
    .text(pdfText(scoreText(intl, card.score)), MARGIN + 20, y + 32);
  doc.circle(MARGIN + 260, y + 30, 5).fill(statusColour(card.status));
  doc
    .font(FONT.bold)
    .fontSize(12)
    .fillColor(INK)
    .text(statusText(intl, card.status), MARGIN + 272, y + 24);
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      intl.formatMessage(m.coverageLine, { coverage: coverageText(intl, card.coverage, "objectives") }),
      MARGIN + 260,
      y + 46,
    )
    .text(intl.formatMessage(m.counts, { ...card.counts }), MARGIN + 260, y + 62, { width: w.width - 280 });
  doc.y = y + 120;
  w.line(
    intl.formatMessage(m.generatedAt, {
      generatedAt: intl.formatDate(data.generatedAt, {
        timeZone: "UTC",
        dateStyle: "medium",
        timeStyle: "short",
        hourCycle: "h23",
      }),
      view: card.view,
      frequency: intl.formatMessage(m.frequency, { frequency: card.frequency }),
    }),
    { size: 9, colour: MUTED },
  );
}

/** REPORT-4: perspective bands, objective boxes in their status colour with their score, cause–effect arrows. */
function strategyMap(w: Writer, data: BriefingData) {
  const { doc } = w;
  const map = data.map;
  doc.addPage({ size: "A4", layout: "landscape", margin: MARGIN });
  const { intl } = w;
  doc.outline.addItem(intl.formatMessage(m.outlineStrategyMap));
  doc.y = MARGIN;
  w.heading(
    intl.formatMessage(m.strategyMapHeading, {
      functionName: data.card.functionName ?? "",
      year: String(data.card.year),
    }),
    16,
  );
  if (!map || map.nodes.length === 0) {
    w.line(intl.formatMessage(m.noObjectivesThisYear), { colour: MUTED });
    return;
  }
  const top = doc.y + 4;
  const height = doc.page.height - MARGIN - top - 16;
  const bandHeight = height / map.perspectives.length;
  const labelWidth = 110;
  const area = { x: MARGIN + labelWidth, width: w.width - labelWidth };
  const boxHeight = Math.min(52, bandHeight - 20);
  const centre = new Map<string, { x: number; y: number; w: number; h: number }>();
  map.perspectives.forEach((perspective, index) => {
    const y = top + index * bandHeight;
    doc.rect(MARGIN, y, w.width, bandHeight - 4).fill(index % 2 === 0 ? "#f3f4f6" : "#f9fafb");
    doc
      .font(FONT.bold)
      .fontSize(10)
      .fillColor(INK)
      .text(pdfText(perspective.name), MARGIN + 8, y + bandHeight / 2 - 10, { width: labelWidth - 16 });
    const nodes = map.nodes.filter((node) => node.perspective === perspective.key);
    const gap = 12;
    const boxWidth = Math.min(150, (area.width - gap * (nodes.length + 1)) / Math.max(nodes.length, 1));
    const used = nodes.length * boxWidth + (nodes.length - 1) * gap;
    nodes.forEach((node, i) => {
      const x = area.x + (area.width - used) / 2 + i * (boxWidth + gap);
      const by = y + (bandHeight - 4 - boxHeight) / 2;
      centre.set(node.objectiveAssignmentId, { x, y: by, w: boxWidth, h: boxHeight });
      doc.roundedRect(x, by, boxWidth, boxHeight, 5).fill("#ffffff");
      doc
        .roundedRect(x, by, boxWidth, boxHeight, 5)
        .lineWidth(1.5)
        .strokeColor(statusColour(node.status))
        .stroke();
      doc.rect(x, by, 4, boxHeight).fill(statusColour(node.status));
      doc
        .font(FONT.regular)
        .fontSize(boxWidth < 90 ? 6.5 : 8.5)
        .fillColor(INK)
        .text(pdfText(node.name), x + 8, by + 5, {
          width: boxWidth - 12,
          height: boxHeight - 18,
          ellipsis: true,
        });
      doc
        .font(FONT.bold)
        .fontSize(8)
        .fillColor(statusColour(node.status))
        .text(
          boxWidth >= 110
            ? `${scoreText(intl, node.score)} · ${statusText(intl, node.status)}`
            : scoreText(intl, node.score),
          x + 8,
          by + boxHeight - 12,
          { width: boxWidth - 12, lineBreak: false },
        );
    });
  });
  // Arrows from the driver's edge to the outcome's, in the direction the link runs.
  for (const edge of map.edges) {
    const from = centre.get(edge.fromObjectiveAssignmentId);
    const to = centre.get(edge.toObjectiveAssignmentId);
    if (!from || !to) continue;
    const fx = from.x + from.w / 2;
    const tx = to.x + to.w / 2;
    const up = to.y < from.y;
    const same = to.y === from.y;
    const start = same
      ? { x: fx < tx ? from.x + from.w : from.x, y: from.y + from.h / 2 }
      : { x: fx, y: up ? from.y : from.y + from.h };
    const end = same
      ? { x: fx < tx ? to.x : to.x + to.w, y: to.y + to.h / 2 }
      : { x: tx, y: up ? to.y + to.h : to.y };
    const colour = edge.direction === "inverse" ? "#b91c1c" : "#374151";
    const width = edge.strength === "strong" ? 1.8 : edge.strength === "weak" ? 0.7 : 1.2;
    doc.moveTo(start.x, start.y).lineTo(end.x, end.y).lineWidth(width).strokeColor(colour);
    if (edge.direction === "inverse") doc.dash(3, { space: 2 });
    doc.stroke().undash();
    const angle = Math.atan2(end.y - start.y, end.x - start.x);
    const head = 6;
    doc
      .moveTo(end.x, end.y)
      .lineTo(end.x - head * Math.cos(angle - 0.4), end.y - head * Math.sin(angle - 0.4))
      .lineTo(end.x - head * Math.cos(angle + 0.4), end.y - head * Math.sin(angle + 0.4))
      .closePath()
      .fill(colour);
  }
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(MUTED)
    .text(intl.formatMessage(m.mapLegend), MARGIN, doc.page.height - MARGIN - 10, {
      width: w.width,
      lineBreak: false,
    });
}

/**
 * REPORT-5: a small line of the year's scores, scaled to their own range (at least 10 points high, so a
 * steady KPI reads flat); gaps where a period has none; a faint line marks 100% when it is in range.
 */
function sparkline(doc: Doc, x: number, y: number, width: number, height: number, values: (number | null)[]) {
  const present = values.filter((v): v is number => v !== null);
  doc.rect(x, y, width, height).fill("#f3f4f6");
  if (present.length === 0) return;
  let lo = Math.min(...present);
  let hi = Math.max(...present);
  if (hi - lo < 10) {
    const mid = (hi + lo) / 2;
    lo = mid - 5;
    hi = mid + 5;
  }
  const pad = 1.5;
  const step = values.length > 1 ? (width - pad * 2) / (values.length - 1) : 0;
  const at = (i: number, v: number) => ({
    x: x + pad + (values.length > 1 ? i * step : width / 2 - pad),
    y: y + height - pad - ((v - lo) / (hi - lo)) * (height - pad * 2),
  });
  if (lo <= 100 && hi >= 100) {
    const hundred = at(0, 100).y;
    doc
      .moveTo(x, hundred)
      .lineTo(x + width, hundred)
      .lineWidth(0.4)
      .strokeColor("#9ca3af")
      .stroke();
  }
  let drawing = false;
  values.forEach((v, i) => {
    if (v === null) {
      drawing = false;
      return;
    }
    const p = at(i, v);
    if (drawing) doc.lineTo(p.x, p.y);
    else doc.moveTo(p.x, p.y);
    drawing = true;
  });
  doc.lineWidth(0.9).strokeColor("#1d4ed8").stroke();
  values.forEach((v, i) => {
    if (v !== null) {
      const p = at(i, v);
      doc.circle(p.x, p.y, 1.2).fill("#1d4ed8");
    }
  });
}

const COLUMNS = [
  { key: "name", label: m.columnKpi, width: 0.34 },
  { key: "actual", label: m.columnActual, width: 0.12 },
  { key: "target", label: m.columnTarget, width: 0.12 },
  { key: "score", label: m.columnScore, width: 0.09 },
  { key: "status", label: m.columnStatus, width: 0.15 },
  { key: "trend", label: m.columnTrend, width: 0.18 },
] as const;

async function kpiTable(w: Writer, data: BriefingData, objective: ScorecardObjectiveRow) {
  const { doc } = w;
  const widths = COLUMNS.map((c) => c.width * w.width);
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const header = () => {
    w.need(36);
    const y = doc.y;
    doc.font(FONT.bold).fontSize(8).fillColor(MUTED);
    COLUMNS.forEach((c, i) => {
      doc.text(w.intl.formatMessage(c.label, { count: data.trendLabels.length }), xs[i]! + 2, y, {
        width: widths[i]! - 4,
        lineBreak: false,
      });
    });
    doc.y = y + 12;
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + w.width, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y += 3;
  };
  header();
  for (const [i, kpi] of objective.kpis.entries()) {
    kpiRow(w, data, kpi, xs, widths, header);
    if ((i + 1) % ROWS_PER_TURN === 0) await letRequestsThrough();
  }
  doc.moveDown(0.6);
}

function kpiRow(
  w: Writer,
  data: BriefingData,
  kpi: ScorecardKpiRow,
  xs: number[],
  widths: number[],
  header: () => void,
) {
  const { doc } = w;
  doc.font(FONT.regular).fontSize(8.5);
  const name = pdfText(kpi.name);
  const nameHeight = doc.heightOfString(name, { width: widths[0]! - 4 });
  const rowHeight = Math.max(19, nameHeight + 6);
  if (doc.y + rowHeight > w.bottom) {
    doc.addPage();
    doc.y = MARGIN;
    header();
  }
  const y = doc.y;
  doc.fillColor(INK).text(name, xs[0]! + 2, y, { width: widths[0]! - 4 });
  const { intl } = w;
  const cells = [
    measureText(intl, kpi.actual, kpi.unit),
    measureText(intl, kpi.target, kpi.unit),
    scoreText(intl, kpi.score),
  ];
  cells.forEach((cell, i) => {
    doc
      .fillColor(INK)
      .text(pdfText(cell), xs[i + 1]! + 2, y, { width: widths[i + 1]! - 4, lineBreak: false });
  });
  w.dot(xs[4]! + 5, y + 3.5, kpi.status);
  doc
    .fillColor(INK)
    .text(statusText(intl, kpi.status), xs[4]! + 11, y, { width: widths[4]! - 12, lineBreak: false });
  sparkline(doc, xs[5]! + 2, y - 2, widths[5]! - 8, 13, data.trends.get(kpi.kpiAssignmentId) ?? []);
  doc.y = y + rowHeight;
  const note = data.commentary.get(kpi.kpiAssignmentId);
  if (note) {
    const parts = [
      note.analysis.trim() && intl.formatMessage(m.analysis, { text: note.analysis.trim() }),
      note.recommendations.trim() &&
        intl.formatMessage(m.recommendations, { text: note.recommendations.trim() }),
    ].filter(Boolean) as string[];
    for (const part of parts) {
      w.line(part, { size: 8, colour: "#374151", font: FONT.italic, indent: 12 });
    }
    doc.y += 3;
  }
  doc
    .moveTo(MARGIN, doc.y - 1)
    .lineTo(MARGIN + w.width, doc.y - 1)
    .lineWidth(0.3)
    .strokeColor(RULE)
    .stroke();
}

async function perspectives(w: Writer, data: BriefingData) {
  const { doc } = w;
  const { card } = data;
  const { intl } = w;
  for (const perspective of card.perspectives) {
    doc.addPage({ size: "A4", layout: "portrait", margin: MARGIN });
    doc.y = MARGIN;
    const name = perspectiveText(intl, perspective);
    const item = doc.outline.addItem(name);
    w.heading(name, 18);
    w.line(
      intl.formatMessage(m.perspectiveSummary, {
        score: scoreText(intl, perspective.score),
        status: statusText(intl, perspective.status),
        coverage: coverageText(intl, perspective.coverage, "KPIs"),
        count: perspective.objectiveCount,
      }),
      { size: 10, colour: MUTED },
    );
    doc.moveDown(0.8);
    const objectives = card.objectives.filter((o) => o.bscPerspective === perspective.key);
    if (objectives.length === 0) w.line(intl.formatMessage(m.noObjectivesInPerspective), { colour: MUTED });
    for (const objective of objectives) {
      w.need(70);
      item.addItem(objective.name);
      const y = doc.y;
      doc.rect(MARGIN, y, 4, 14).fill(statusColour(objective.status));
      doc
        .font(FONT.bold)
        .fontSize(12)
        .fillColor(INK)
        .text(pdfText(objective.name), MARGIN + 10, y, { width: w.width - 10 });
      w.line(
        [
          intl.formatMessage(m.objectiveScore, { score: scoreText(intl, objective.score) }),
          statusText(intl, objective.status),
          coverageText(intl, objective.coverage, "KPIs"),
          intl.formatMessage(m.objectiveWeight, {
            weight: intl.formatNumber(objective.weight / 100, { style: "percent", maximumFractionDigits: 2 }),
          }),
          objective.themeName ? intl.formatMessage(m.objectiveTheme, { theme: objective.themeName }) : null,
        ]
          .filter(Boolean)
          .join("  ·  "),
        { size: 9, colour: MUTED, indent: 10 },
      );
      doc.moveDown(0.4);
      if (objective.kpis.length === 0)
        w.line(intl.formatMessage(m.noKpis), { size: 9, colour: MUTED, indent: 10 });
      else await kpiTable(w, data, objective);
      const theirs = (data.initiatives ?? []).filter((i) =>
        i.objectiveAssignmentIds.includes(objective.objectiveAssignmentId),
      );
      if (theirs.length > 0) {
        w.line(
          intl.formatMessage(m.initiativesLine, {
            list: theirs
              .map((i) =>
                intl.formatMessage(m.initiativeItem, {
                  name: i.name,
                  percent: percentText(intl, i.percentComplete),
                  health: intl.formatMessage(m.health, { health: i.health }),
                }),
              )
              .join("; "),
          }),
          {
            size: 8.5,
            colour: "#374151",
            indent: 10,
          },
        );
        doc.moveDown(0.6);
      }
      await letRequestsThrough();
    }
  }
}

/** REPORT-7: every initiative of the function's objectives: name, owner, dates, percent complete, health. */
function initiatives(w: Writer, data: BriefingData) {
  if (data.initiatives === null) return;
  const { doc } = w;
  doc.addPage({ size: "A4", layout: "portrait", margin: MARGIN });
  doc.y = MARGIN;
  const { intl } = w;
  doc.outline.addItem(intl.formatMessage(m.outlineInitiatives));
  w.heading(intl.formatMessage(m.outlineInitiatives), 18);
  if (data.initiatives.length === 0) {
    w.line(intl.formatMessage(m.noInitiatives), { colour: MUTED });
    return;
  }
  for (const initiative of data.initiatives) {
    w.need(48);
    w.line(initiative.name, { size: 11, font: FONT.bold });
    w.line(
      intl.formatMessage(m.initiativeDetails, {
        owner: initiative.ownerName ?? intl.formatMessage(m.noOwner),
        startDate: initiative.startDate,
        endDate: initiative.endDate,
        percent: percentText(intl, initiative.percentComplete),
        health: intl.formatMessage(m.health, { health: initiative.health }),
      }),
      { size: 9, colour: MUTED },
    );
    if (initiative.reason) w.line(initiative.reason, { size: 8.5, colour: "#374151" });
    doc.moveDown(0.6);
  }
}

/** REPORT-10: 'Page n of m' and the book's title at the foot of every page. */
async function pageNumbers(doc: Doc, data: BriefingData, intl: ServerIntl) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    if (i > range.start && i % ROWS_PER_TURN === 0) await letRequestsThrough();
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 30;
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        pdfText(`${data.organizationName} · ${data.card.functionName ?? ""} · ${data.periodLabel}`),
        MARGIN,
        y,
        {
          width: doc.page.width - MARGIN * 2,
          lineBreak: false,
        },
      )
      .text(intl.formatMessage(m.pageOf, { page: i + 1, pages: range.count }), MARGIN, y, {
        width: doc.page.width - MARGIN * 2,
        align: "right",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/** REPORT-1: renders the briefing book; pdfkit is loaded on first use only. */
export async function renderBriefingPdf(data: BriefingData, locale: Locale): Promise<Buffer> {
  const intl = intlFor(locale);
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: pdfText(
        intl.formatMessage(m.title, {
          name: data.card.functionName ?? data.organizationName,
          periodLabel: data.periodLabel,
        }),
      ),
      Author: pdfText(data.organizationName),
      Creator: "Meridian",
      CreationDate: data.generatedAt,
    },
  });
  embedFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const w = new Writer(doc, intl);
  cover(w, data);
  strategyMap(w, data);
  await perspectives(w, data);
  initiatives(w, data);
  await pageNumbers(doc, data, intl);
  doc.end();
  return done;
}
