import { eq } from "drizzle-orm";
import { addressKey } from "../../../domain/address-key";
import type { ContactSalesRequest } from "../../../domain/schemas/contact";
import { platformAuditLog, users } from "../../db/schema";
import { platformWrite } from "../../kernel";
import { contactSalesMail } from "../../mail/templates";
import type { ServiceDeps } from "../../services";
import { enforceLimits, type Limit } from "../auth";

// LANDING-4: a few requests an hour from one address, and for one sender's e-mail.
const REQUESTS_PER_ADDRESS: Limit = { max: 5, windowSeconds: 60 * 60 };
const REQUESTS_PER_SENDER: Limit = { max: 5, windowSeconds: 60 * 60 };

/**
 * LANDING-5: the request is kept in the platform audit log whatever happens next, and mailed to every
 * super admin there is (MAIL-8), in one transaction (MAIL-1). No super admin: the log still holds it.
 */
export async function contactSales(
  deps: ServiceDeps,
  request: ContactSalesRequest,
  ip: string,
): Promise<void> {
  await enforceLimits(deps.db, [
    [`contact:ip:${addressKey(ip)}`, REQUESTS_PER_ADDRESS],
    [`contact:from:${request.email}`, REQUESTS_PER_SENDER],
  ]);
  await platformWrite(deps, async (w) => {
    await w.tx.insert(platformAuditLog).values({
      actorUserId: null,
      actorEmail: request.email,
      action: "sales.contact_requested",
      targetType: "sales_contact",
      targetName: request.company,
      details: {
        name: request.name,
        email: request.email,
        company: request.company,
        teamSize: request.teamSize ?? null,
        message: request.message,
      },
    });
    const admins = await w.tx.select({ email: users.email }).from(users).where(eq(users.role, "super_admin"));
    const content = contactSalesMail({
      name: request.name,
      email: request.email,
      company: request.company,
      teamSize: request.teamSize ?? null,
      message: request.message,
    });
    await w.mailAll(admins.map((admin) => ({ to: admin.email, content, organizationId: null })));
  });
}
