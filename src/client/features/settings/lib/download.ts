import { BULK_TEMPLATE_CSV, BULK_TEMPLATE_FILE_NAME } from "../../../../domain/schemas/bulk-users";
import { saveText } from "../../../lib/download";

/** USER-5: the template CSV 'user_upload_template' with its header and two sample rows. */
export function downloadUserTemplate(): void {
  saveText(BULK_TEMPLATE_CSV, BULK_TEMPLATE_FILE_NAME);
}
