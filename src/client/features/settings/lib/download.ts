import { BULK_TEMPLATE_CSV, BULK_TEMPLATE_FILE_NAME } from "../../../../domain/schemas/bulk-users";

/** USER-5: the template CSV 'user_upload_template' with its header and two sample rows. */
export function downloadUserTemplate(): void {
  const url = URL.createObjectURL(new Blob([BULK_TEMPLATE_CSV], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = BULK_TEMPLATE_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
