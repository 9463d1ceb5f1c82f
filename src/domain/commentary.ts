// Commentary on a KPI and period (issue 21): the limits its schemas and its editor share.

export const COMMENTARY_MAX = 10_000;
