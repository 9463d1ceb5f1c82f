import { defineMessages, type MessageDescriptor } from "@formatjs/intl";
import { errorMessages } from "./error-messages";

// docs/decisions/026, ERROR-9: the shared schemas (src/domain/schemas) state their refusals in English, the
// product's words, and the browser checks with the same schemas. A 400 from a schema is said in the
// caller's language by finding its English sentence here; zod's own generic sentences are said by zod's
// locale. A sentence not listed stays in English.
const validationMessages = defineMessages({
  emailRequired: { id: "server.validation.emailRequired", defaultMessage: "Email is required" },
  emailTooLong: {
    id: "server.validation.emailTooLong",
    defaultMessage: "Email must be at most 255 characters",
  },
  validEmail: { id: "server.validation.validEmail", defaultMessage: "Please enter a valid email" },
  enterEmail: { id: "server.validation.enterEmail", defaultMessage: "Please enter your email address" },
  passwordRequired: { id: "server.validation.passwordRequired", defaultMessage: "Password is required" },
  passwordTooShort: {
    id: "server.validation.passwordTooShort",
    defaultMessage: "Password must be at least 8 characters",
  },
  passwordTooLong: {
    id: "server.validation.passwordTooLong",
    defaultMessage: "Password must be at most 128 characters",
  },
  passwordLowercase: {
    id: "server.validation.passwordLowercase",
    defaultMessage: "Password must contain at least one lowercase letter",
  },
  passwordUppercase: {
    id: "server.validation.passwordUppercase",
    defaultMessage: "Password must contain at least one uppercase letter",
  },
  passwordNumber: {
    id: "server.validation.passwordNumber",
    defaultMessage: "Password must contain at least one number",
  },
  passwordSpecial: {
    id: "server.validation.passwordSpecial",
    defaultMessage: "Password must contain at least one special character",
  },
  firstNameRequired: { id: "server.validation.firstNameRequired", defaultMessage: "First name is required" },
  firstNameTooShort: {
    id: "server.validation.firstNameTooShort",
    defaultMessage: "First name must be at least 2 characters",
  },
  lastNameRequired: { id: "server.validation.lastNameRequired", defaultMessage: "Last name is required" },
  lastNameTooShort: {
    id: "server.validation.lastNameTooShort",
    defaultMessage: "Last name must be at least 2 characters",
  },
  companyRequired: { id: "server.validation.companyRequired", defaultMessage: "Company name is required" },
  companyTooShort: {
    id: "server.validation.companyTooShort",
    defaultMessage: "Company name must be at least 2 characters",
  },
  otpCode: { id: "server.validation.otpCode", defaultMessage: "Please enter the 6-digit code" },
  invalidLink: { id: "server.validation.invalidLink", defaultMessage: "Invalid or expired link" },
  currentPasswordRequired: {
    id: "server.validation.currentPasswordRequired",
    defaultMessage: "Current password is required",
  },
  newPasswordDiffers: {
    id: "server.validation.newPasswordDiffers",
    defaultMessage: "The new password must differ from the current one",
  },
  fiscalStartMonth: {
    id: "server.validation.fiscalStartMonth",
    defaultMessage: "Fiscal year start month must be a whole number from 1 to 12",
  },
  invalidThresholds: {
    id: "server.validation.invalidThresholds",
    defaultMessage:
      "Invalid Thresholds: Thresholds must be in descending order (Exceeds > On Target > Near Target > At Risk)",
  },
  invalidScoreCap: {
    id: "server.validation.invalidScoreCap",
    defaultMessage: "Invalid Score Cap: Score cap must be at least 100%",
  },
  defaultLocale: {
    id: "server.validation.defaultLocale",
    defaultMessage: "The default language must be English (en) or German (de)",
  },
});

// The server's own sentences too, where a schema states one of them (a path id that is no id: 'Session not found').
const bySentence = new Map<string, MessageDescriptor>(
  [...Object.values(errorMessages), ...Object.values(validationMessages)]
    .filter((descriptor) => !String(descriptor.defaultMessage).includes("{"))
    .map((descriptor) => [descriptor.defaultMessage as string, descriptor]),
);

/** The descriptor of a shared schema's English sentence, if it is translated. */
export const describedSentence = (english: string): MessageDescriptor | undefined => bySentence.get(english);
