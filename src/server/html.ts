/** Text made safe to place in HTML, between tags or inside a quoted attribute. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * A value as a JSON data block: a script element of a non-JavaScript type is never run (so the CSP lets it
 * be), and with every `<` escaped no text inside it can close the element early.
 */
export const jsonDataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;
