// UI-81: the needle chart's score axis: round tick values around the scores, so it reads 0 / 50 / 100 / 150
// rather than 0 / 56 / 111. Pure, so it is tested alone.

const STEPS = [1, 2, 2.5, 5];

/**
 * Ticks from a round value at or below `min` to one at or above `max`, evenly spaced by a step of
 * 1, 2, 2.5 or 5 × a power of ten, with at most `intervals` gaps between them.
 */
export function scoreTicks(min: number, max: number, intervals = 4): number[] {
  if (!(max > min)) return [min];
  const rough = (max - min) / intervals;
  const power = 10 ** Math.floor(Math.log10(rough));
  for (const factor of [...STEPS, 10]) {
    const step = factor * power;
    const low = Math.floor(min / step + 1e-9) * step;
    const high = Math.ceil(max / step - 1e-9) * step;
    const count = Math.round((high - low) / step);
    if (count <= intervals) {
      return Array.from({ length: count + 1 }, (_, i) => Number((low + i * step).toFixed(6)));
    }
  }
  return [min, max];
}
