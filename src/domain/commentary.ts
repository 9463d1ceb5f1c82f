// Commentary on a KPI and period (COMMENT-1): the limits its schemas and its editor share.

export const COMMENTARY_MAX = 10_000;
