import { z } from "zod";
import { emailSchema } from "./auth";

// LANDING-4: the 'Contact Sales' request a visitor sends from the landing page.

/** LANDING-4: the team sizes a visitor may pick (optional). */
export const TEAM_SIZES = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export const TEAM_SIZE_OPTIONS = TEAM_SIZES.map((value) => ({ value, label: `${value} people` }));

export const CONTACT_MESSAGE_MAX = 2000;

/**
 * LANDING-4: a web address in a name is spam: a scheme ('http://'), 'www.', or a host name such as
 * 'example.com' (a word, a dot and two or more letters).
 */
// PLATFORM-15: linear in the value's length (the scheme found from its '://' and checked backwards).
const WEB_ADDRESS =
  /:\/\/(?<=[a-z][a-z0-9+.-]*:\/\/)|(^|[^\p{L}\p{N}])www\.|[\p{L}\p{N}-]\.\p{L}{2,}(?=$|[\s/),:?#])/iu;
// LANDING-4: a person's name: letters, spaces, dots, hyphens and apostrophes ('J. R. O'Neil-Smith').
const NAME_PATTERN = /^[\p{L}\s.'-]+$/u;
// LANDING-4: the same characters as a company name at sign-up (AUTH-2).
const COMPANY_PATTERN = /^[\p{L}\p{N}\s&.,'()/-]+$/u;

export const contactSalesSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(100, "Name must be at most 100 characters")
    .refine((value) => !WEB_ADDRESS.test(value), "Name must not contain a web address")
    .regex(NAME_PATTERN, "Name can only contain letters, spaces, dots, hyphens and apostrophes"),
  email: emailSchema,
  company: z
    .string({ error: "Company is required" })
    .trim()
    .min(2, "Company must be at least 2 characters")
    .max(100, "Company must be at most 100 characters")
    .refine((value) => !WEB_ADDRESS.test(value), "Company must not contain a web address")
    .regex(COMPANY_PATTERN, "Company contains invalid characters"),
  // '' is 'not said' (the select's empty choice), kept as no value.
  teamSize: z
    .enum(["", ...TEAM_SIZES], { error: "Please pick a team size from the list" })
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`),
});
export type ContactSalesInput = z.input<typeof contactSalesSchema>;
export type ContactSalesRequest = z.output<typeof contactSalesSchema>;

export const contactSalesAnswerSchema = z.object({ message: z.string() });

/** LANDING-3: what the dialog says once the request is in. */
export const contactSalesThanks = (email: string) => `Thanks — our team will reply to ${email}.`;
