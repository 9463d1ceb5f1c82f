// What other features may use of commentary (ARCH-1): a KPI period's commentary, to read and to write.
export { CommentaryEditor, CommentaryView, useCommentary } from "./components/commentary";
