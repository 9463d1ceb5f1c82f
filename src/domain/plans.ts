// PLAN-1, PLAN-5, PLAN-7: the plan catalogue, the one list of plans, their names and prices that the
// landing page's pricing, the platform console's plan menus and its revenue all read.

/** PLAN-1: the plans; 'pro' is accepted on input as an alias of 'professional'. */
export const PLANS = ["free", "basic", "professional", "enterprise"] as const;
export type Plan = (typeof PLANS)[number];

export type PlanEntry = {
  plan: Plan;
  label: string;
  /**
   * PLAN-5: US dollars per user per month that monthly revenue counts. Enterprise is priced per contract
   * ('Custom'); revenue counts its seats at this reference price, and the console says so.
   */
  pricePerUserMonth: number;
  /** How the price reads to a customer: '$29', or 'Custom' for a price agreed with sales. */
  priceText: string;
  cadence: string;
  /** PLAN-7: sold on the landing page. Basic is not: the platform may set it, nobody can buy it there. */
  onLanding: boolean;
  summary: string;
  features: readonly string[];
  cta: string;
  featured: boolean;
};

export const PLAN_CATALOGUE: readonly PlanEntry[] = [
  {
    plan: "free",
    label: "Free",
    pricePerUserMonth: 0,
    priceText: "$0",
    cadence: "forever",
    onLanding: true,
    summary: "For small teams trying out a balanced scorecard.",
    features: [
      "Up to 10 users",
      "Objective and KPI library",
      "Corporate scorecard",
      "Monthly, quarterly and annual KPIs",
    ],
    cta: "Get Started Free",
    featured: false,
  },
  {
    plan: "basic",
    label: "Basic",
    pricePerUserMonth: 12,
    priceText: "$12",
    cadence: "per user / month",
    onLanding: false,
    summary: "Set by the platform for an organization agreed on it; not sold on the landing page.",
    features: [],
    cta: "",
    featured: false,
  },
  {
    plan: "professional",
    label: "Professional",
    pricePerUserMonth: 29,
    priceText: "$29",
    cadence: "per user / month",
    onLanding: true,
    summary: "For organizations cascading strategy to every level.",
    features: [
      "Unlimited users",
      "Cascade from CEO to departments",
      "Custom scoring thresholds",
      "Bulk user upload and invitations",
      "Activity log",
    ],
    cta: "Start Free Trial",
    featured: true,
  },
  {
    plan: "enterprise",
    label: "Enterprise",
    pricePerUserMonth: 49,
    priceText: "Custom",
    cadence: "tailored to you",
    onLanding: true,
    summary: "For large or regulated organizations with special needs.",
    features: [
      "Everything in Professional",
      "Dedicated PostgreSQL deployment",
      "Priority support",
      "Onboarding help",
    ],
    cta: "Contact Sales",
    featured: false,
  },
];

export const planEntry = (plan: Plan): PlanEntry => PLAN_CATALOGUE.find((entry) => entry.plan === plan)!;

/** PLAN-7: the plans the landing page sells, in the catalogue's order. */
export const LANDING_PLANS = PLAN_CATALOGUE.filter((entry) => entry.onLanding);

/**
 * PLAN-7: a plan's price as the platform console shows it beside revenue: the customer's price, and for a
 * custom price the reference revenue counts ('Custom, counted at $49').
 */
export function consolePriceText(plan: Plan): string {
  const entry = planEntry(plan);
  const counted = `$${entry.pricePerUserMonth}`;
  return entry.priceText === counted ? counted : `${entry.priceText}, counted at ${counted}`;
}

const MB = 1024 * 1024;

/** EVIDENCE-13: how much evidence an organization of each plan may keep (the bytes of its files). */
export const EVIDENCE_STORAGE_BYTES: Record<Plan, number> = {
  free: 100 * MB,
  basic: 1024 * MB,
  professional: 10 * 1024 * MB,
  enterprise: 50 * 1024 * MB,
};

/** Whether the organization is on the lower allowances: the Free plan, or any plan while on trial. */
export const onLowerAllowances = (plan: Plan, onTrial: boolean) => plan === "free" || onTrial;

/**
 * MAIL-20: how much of its own mail (alerts, digests, reports, requests, decisions) an organization may
 * send: per day in all, and per recipient per hour and per day; lower on Free and while on trial.
 */
export function mailQuotas(plan: Plan, onTrial: boolean) {
  return onLowerAllowances(plan, onTrial)
    ? { organizationPerDay: 300, recipientPerHour: 15, recipientPerDay: 50 }
    : { organizationPerDay: 3000, recipientPerHour: 30, recipientPerDay: 150 };
}

/** REPORT-27: how many report schedules an organization may keep. */
export function reportScheduleCap(plan: Plan, onTrial: boolean): number {
  if (onLowerAllowances(plan, onTrial)) return 3;
  return plan === "basic" ? 10 : 25;
}
