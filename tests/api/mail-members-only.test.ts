// MAIL-19: the organization's own mail reaches its verified members only. A user added without an
// invitation (never verified) and an outside address get none of it; a person's own transaction mail
// (an invitation) still goes out.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../src/server/db/schema";
import { type Actor, withPlatform } from "../../src/server/db/tenant";
import { tenantWrite } from "../../src/server/kernel";
import { invitationMail, notificationMail } from "../../src/server/mail/templates";
import { signUpVerified, uniqueEmail } from "../support/accounts";
import { appFixture } from "../support/api";
import { serviceDeps } from "../support/reporting-cycle";

const { t, call } = appFixture();

const queuedTo = (organizationId: string, email: string) =>
  withPlatform(t.database.db, (tx) =>
    tx
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.organizationId, organizationId), eq(mailOutbox.recipient, email))),
  );

describe("MAIL-19: the organization's own mail, for verified members only", () => {
  it("reaches the verified admin, not a user never invited nor an outside address; an invitation still goes", async () => {
    const admin = await signUpVerified(t);
    const orgId = admin.user.organizationId;
    const quiet = uniqueEmail("quiet");
    const created = await call("POST", "/api/users", admin.cookie, {
      firstName: "Quinn",
      lastName: "Quiet",
      email: quiet,
      role: "user",
      assignedFunctionId: "",
      sendInvitation: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const outsider = uniqueEmail("outsider");
    const actor: Actor = { orgId, userId: admin.user.id, role: "admin", userName: "Ada" };
    const alert = notificationMail(
      { firstName: null, title: "A KPI turned red", lines: [], link: "http://x" },
      "en",
    );
    await tenantWrite(serviceDeps(t), actor, async (w) => {
      await w.mail(admin.user.email, alert);
      await w.mail(quiet, alert);
      await w.mailAll([{ to: outsider, content: alert }]);
      await w.mail(
        outsider,
        invitationMail(
          { firstName: null, organizationName: "Org", inviterName: "Ada", link: "http://x" },
          "en",
        ),
      );
    });
    const subjects = async (email: string) => (await queuedTo(orgId, email)).map((mail) => mail.subject);
    expect(await subjects(admin.user.email)).toContain(alert.subject);
    expect(await subjects(quiet)).not.toContain(alert.subject);
    expect((await queuedTo(orgId, outsider)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/invit/i),
    ]);
  });
});
