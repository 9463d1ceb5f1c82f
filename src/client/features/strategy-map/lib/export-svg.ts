// STRAT-31: the map as a standalone SVG built from the layout (not a screenshot of the page), so every
// band label, node name, score and line with its arrowhead survives the download, the PNG and printing.
import type { PeriodKey } from "../../../../domain/periods";
import type { StrategyMap } from "../../../../domain/schemas/strategy-map";
import { viewCaption } from "../../../components/period-filters";
import { strategyMapMessages as m } from "../messages";
import type { MapLayout } from "./layout";
import { type Format, nodeColor, nodeScoreText, nodeStatusText, STATUS_HEX, STRENGTH_WIDTH } from "./links";
import { routeLinks } from "./routes";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );

/** Splits a name into at most `lines` lines of about `width` characters, the last one ellipsised. */
export function wrapText(text: string, width: number, lines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = "";
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out.map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
  const kept = out.slice(0, lines);
  const last = kept[lines - 1]!;
  kept[lines - 1] = `${last.slice(0, Math.max(0, width - 1))}…`;
  return kept;
}

const INK = "#0f172a";
const MUTED = "#64748b";
const BAND_FILLS = ["#f0fdf4", "#eff6ff", "#faf5ff", "#fff7ed"];
const BAND_INK = ["#047857", "#1d4ed8", "#7e22ce", "#c2410c"];
const LEGEND_HEIGHT = 56;
const TITLE_HEIGHT = 40;

/**
 * STRAT-31: the export's title names the function and the period as the screen labels it above the map
 * ('Strategy map: CEO Office · Q4 2026'), so a picture says which figures it shows.
 */
export function mapExportTitle(map: StrategyMap, format: Format, fiscalStartMonth = 1): string {
  const period = viewCaption(
    { frequency: map.frequency, period: map.period as PeriodKey, view: map.view },
    map.year,
    fiscalStartMonth,
  );
  return map.functionName
    ? format(m.exportTitle, { name: map.functionName, period })
    : format(m.exportTitleNoName, { period });
}

/** The whole map as SVG text: title, bands with their names, links with arrowheads, nodes with scores. */
export function buildMapSvg(
  map: StrategyMap,
  layout: MapLayout,
  format: Format,
  title: string = mapExportTitle(map, format),
): string {
  const width = Math.max(layout.width, 640);
  const height = TITLE_HEIGHT + layout.height + LEGEND_HEIGHT;
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif">`,
  );
  parts.push(
    "<defs>",
    `<marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" markerUnits="userSpaceOnUse" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${INK}"/></marker>`,
    "</defs>",
  );
  parts.push(`<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`);
  parts.push(`<text x="16" y="26" font-size="16" font-weight="700" fill="${INK}">${escapeXml(title)}</text>`);
  parts.push(`<g transform="translate(0 ${TITLE_HEIGHT})">`);
  layout.bands.forEach((band, i) => {
    parts.push(
      `<rect x="0" y="${band.y}" width="${width}" height="${band.height}" fill="${BAND_FILLS[i % 4]}" stroke="#e2e8f0"/>`,
      `<text x="12" y="${band.y + 20}" font-size="13" font-weight="600" fill="${BAND_INK[i % 4]}">${escapeXml(band.name)}</text>`,
    );
  });
  // The inverse marks go on top of the nodes (a link that crosses a band passes behind its nodes).
  const marks: string[] = [];
  // STRAT-25: the links run as on screen: own ports, round the objectives they would cross.
  const routes = routeLinks(
    layout.byId,
    map.edges.map((e) => ({ id: e.id, from: e.fromObjectiveAssignmentId, to: e.toObjectiveAssignmentId })),
  );
  for (const edge of map.edges) {
    const g = routes.get(edge.id);
    if (!g) continue;
    const dash = edge.direction === "inverse" ? ` stroke-dasharray="8 5"` : "";
    parts.push(
      `<path d="${g.path}" fill="none" stroke="${INK}" stroke-opacity="0.75" stroke-width="${STRENGTH_WIDTH[edge.strength]}"${dash} marker-end="url(#arrow)" data-link="${escapeXml(edge.id)}"/>`,
    );
    if (edge.direction === "inverse") {
      marks.push(
        `<circle cx="${g.labelX}" cy="${g.labelY}" r="9" fill="#ffffff" stroke="${INK}"/>`,
        `<text x="${g.labelX}" y="${g.labelY + 4.5}" font-size="14" font-weight="700" text-anchor="middle" fill="${INK}">−</text>`,
      );
    }
  }
  for (const node of map.nodes) {
    const placed = layout.byId.get(node.objectiveAssignmentId);
    if (!placed) continue;
    const colors = STATUS_HEX[nodeColor(node)];
    parts.push(
      `<rect x="${placed.x}" y="${placed.y}" width="${placed.width}" height="${placed.height}" rx="10" fill="${colors.fill}" stroke="${colors.stroke}" stroke-width="2"/>`,
    );
    if (node.themeColor) {
      parts.push(
        `<rect x="${placed.x}" y="${placed.y + 10}" width="4" height="${placed.height - 20}" fill="${escapeXml(node.themeColor)}"/>`,
      );
    }
    const lines = wrapText(node.name, 24, 2);
    lines.forEach((line, i) => {
      parts.push(
        `<text x="${placed.x + 12}" y="${placed.y + 22 + i * 17}" font-size="13" font-weight="600" fill="${INK}">${escapeXml(line)}</text>`,
      );
    });
    parts.push(
      `<text x="${placed.x + 12}" y="${placed.y + placed.height - 10}" font-size="12" font-weight="700" fill="${colors.text}">${escapeXml(nodeScoreText(node, format))}</text>`,
      `<text x="${placed.x + placed.width - 10}" y="${placed.y + placed.height - 10}" font-size="11" text-anchor="end" fill="${MUTED}">${escapeXml(nodeStatusText(node, format))}</text>`,
    );
  }
  parts.push(...marks, "</g>");
  // The legend: what line weight, dashes and the minus sign mean (STRAT-25), and STRAT-28's caution.
  const ly = TITLE_HEIGHT + layout.height + 22;
  let lx = 16;
  for (const strength of ["weak", "moderate", "strong"] as const) {
    parts.push(
      `<line x1="${lx}" y1="${ly - 4}" x2="${lx + 36}" y2="${ly - 4}" stroke="${INK}" stroke-width="${STRENGTH_WIDTH[strength]}"/>`,
      `<text x="${lx + 42}" y="${ly}" font-size="11" fill="${INK}">${escapeXml(format(m.strength, { strength }))}</text>`,
    );
    lx += 110;
  }
  parts.push(
    `<line x1="${lx}" y1="${ly - 4}" x2="${lx + 36}" y2="${ly - 4}" stroke="${INK}" stroke-width="3" stroke-dasharray="8 5"/>`,
    `<text x="${lx + 42}" y="${ly}" font-size="11" fill="${INK}">${escapeXml(format(m.exportLegendInverse))}</text>`,
    `<text x="16" y="${ly + 22}" font-size="11" fill="${MUTED}">${escapeXml(format(m.exportLegendNote))}</text>`,
  );
  parts.push("</svg>");
  return parts.join("\n");
}
