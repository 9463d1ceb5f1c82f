import { z } from "zod";

export const userPreferencesSchema = z.object({
  locale: z.enum(["en", "de"]),
  timeZone: z.string().optional(),
});
