import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { buildMapSvg, mapExportTitle, wrapText } from "./export-svg";
import { layoutMap } from "./layout";
import { linkSentence } from "./links";
import { SAMPLE_MAP } from "./sample-map";

const layout = layoutMap(
  SAMPLE_MAP.perspectives,
  SAMPLE_MAP.nodes.map((n) => ({
    id: n.objectiveAssignmentId,
    perspective: n.perspective,
    position: n.position,
  })),
  SAMPLE_MAP.edges.map((e) => ({ from: e.fromObjectiveAssignmentId, to: e.toObjectiveAssignmentId })),
);

// docs/decisions/025: the texts in English, as the screens format them.
const format = createIntl({ locale: "en" }).formatMessage;

describe("the strategy map's SVG export", () => {
  const svg = buildMapSvg(SAMPLE_MAP, layout, format);

  it("STRAT-31: is well-formed SVG text with every node name, band name and score as text", () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trim().endsWith("</svg>")).toBe(true);
    for (const name of ["Grow revenue", "Faster delivery", "Engaged people"])
      expect(svg).toContain(`>${name}</text>`);
    // Names are escaped, never raw markup.
    expect(svg).toContain("Delighted customers &amp;");
    expect(svg).not.toContain("<partners>");
    for (const band of ["Financial", "Customer", "Internal Process", "Learning &amp; Growth"]) {
      expect(svg).toContain(`>${band}</text>`);
    }
    expect(svg).toContain(">92%</text>");
    expect(svg).toContain(">No score</text>");
  });

  it("STRAT-25, STRAT-31: one path with an arrowhead per link, weight by strength, inverse dashed with a minus", () => {
    const links = [...svg.matchAll(/<path d="M [^"]+"[^>]*data-link="([^"]+)"/g)];
    expect(links.map((m) => m[1])).toEqual(["e1", "e2", "e3"]);
    for (const m of links) expect(m[0]).toContain('marker-end="url(#arrow)"');
    expect(links[0]![0]).toContain('stroke-width="5"');
    expect(links[2]![0]).toContain('stroke-dasharray="8 5"');
    expect(links[1]![0]).not.toContain("stroke-dasharray");
    expect(svg).toContain(">−</text>");
    expect(svg).toContain("correlation is not causation");
  });

  it("STRAT-31: its title names the function and the period as the screen labels it", () => {
    expect(mapExportTitle(SAMPLE_MAP, format)).toBe("Strategy map: CEO Office · Q4 2026");
    expect(svg).toContain(">Strategy map: CEO Office · Q4 2026</text>");
    expect(mapExportTitle({ ...SAMPLE_MAP, view: "ytd" }, format)).toBe(
      "Strategy map: CEO Office · YTD through Q4 2026",
    );
  });

  it("wraps long names onto two lines at most", () => {
    expect(wrapText("Short", 24, 2)).toEqual(["Short"]);
    const long = wrapText("A very long objective name that goes on and on beyond two lines", 24, 2);
    expect(long).toHaveLength(2);
    expect(long[1]!.endsWith("…")).toBe(true);
  });
});

describe("the text outline", () => {
  const nameOf = (id: string) => SAMPLE_MAP.nodes.find((n) => n.objectiveAssignmentId === id)!.name;
  it("STRAT-27: reads as the issue's example, with the lag, or 'not enough data'", () => {
    expect(linkSentence(SAMPLE_MAP.edges[0]!, nameOf, format)).toBe(
      "Engaged people → Faster delivery, strong, direct, r = 0.71 over 14 months, outcome 1 month later",
    );
    expect(linkSentence(SAMPLE_MAP.edges[1]!, nameOf, format)).toBe(
      "Faster delivery → Delighted customers & <partners>, moderate, direct, not enough data",
    );
  });
});
