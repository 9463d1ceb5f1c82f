// The tenant fixture of the API tests: one organization with its admin, and on demand another
// organization (TENANT-2), a member and a function chain, all made through the real API.
import { beforeAll } from "vitest";
import { signUpVerified } from "./accounts";
import { appFixture, SETUP_TIMEOUT } from "./api";
import { buildFunctionChain, injectSender, type Send } from "./cascade";
import { invitedMember, type Member } from "./library";

export type Account = Awaited<ReturnType<typeof signUpVerified>>;
type Overrides = Record<string, string>;

/** What a test file asks for besides its organization's admin: each costs sign-ups, so only on demand. */
export type Wanted = {
  /** The admin's sign-up fields (company name, first name …). */
  admin?: Overrides;
  /** Another organization (TENANT-2): its admin, signed up as "Other Org" unless told otherwise. */
  other?: true | Overrides;
  /** A member with role user of the admin's organization, invited and signed in. */
  member?: true;
  /** CEO > division > general department > department in the admin's organization (CASCADE-1). */
  functions?: true;
};

type Organizations = ReturnType<typeof appFixture> & {
  admin: Account;
  /** Calls as the admin, answering status and parsed body. */
  send: Send;
  other: Account;
  sendOther: Send;
  member: Member;
  sendMember: Send;
  chain: Awaited<ReturnType<typeof buildFunctionChain>>;
};
type Base = "t" | "call" | "rowOf" | "activitiesOf" | "admin" | "send";
type Chosen<W extends Wanted> =
  | Base
  | (W["other"] extends true | Overrides ? "other" | "sendOther" : never)
  | (W["member"] extends true ? "member" | "sendMember" : never)
  | (W["functions"] extends true ? "chain" : never);

/**
 * The tenant fixture of an API test file: a test app with one organization and its admin, and what the
 * file asks for besides. Made before the file's tests (its own beforeAll hooks run after this one) and
 * closed after them; like appFixture's, the objects answered are filled in place.
 */
export function tenantFixture<W extends Wanted>(wanted: W = {} as W): Pick<Organizations, Chosen<W>> {
  const app = appFixture();
  const { t } = app;
  const admin = {} as Account;
  const other = {} as Account;
  const member = {} as Member;
  const chain = {} as Organizations["chain"];
  const send: Send = (method, url, body) => injectSender(t, admin.cookie)(method, url, body);
  const sendOther: Send = (method, url, body) => injectSender(t, other.cookie)(method, url, body);
  const sendMember: Send = (method, url, body) => injectSender(t, member.cookie)(method, url, body);
  beforeAll(async () => {
    Object.assign(admin, await signUpVerified(t, wanted.admin));
    if (wanted.other) {
      const overrides = wanted.other === true ? {} : wanted.other;
      Object.assign(other, await signUpVerified(t, { companyName: "Other Org", ...overrides }));
    }
    if (wanted.member) Object.assign(member, await invitedMember(t, admin.cookie));
    if (wanted.functions) Object.assign(chain, await buildFunctionChain(send));
  }, SETUP_TIMEOUT);
  const all: Organizations = { ...app, admin, send, other, sendOther, member, sendMember, chain };
  return all;
}
