import { paths } from "../../../lib/paths";

/** UI-78: an initiative's detail screen. */
export const initiativePath = (id: string) => `${paths.initiatives}/${encodeURIComponent(id)}`;
