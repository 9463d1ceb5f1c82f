// The demo organization (DEMO-2): a plausible mid-size logistics company. Plain data only; demo.ts
// turns it into rows. Keys are local names used to link items; they are never stored.

import type { FunctionLevel } from "../../../domain/labels";
import type { Aggregation } from "../../../domain/measures";
import type { Frequency } from "../../../domain/periods";
import type { BscPerspective } from "../../../domain/scorecard";

export const DEMO_ORGANIZATION = {
  name: "Northwind Logistics",
  domain: "northwind.example",
  vision: "To be the most trusted logistics partner in Europe, moving goods cleanly and on time.",
  mission:
    "We plan, move and store our customers' goods with reliable service, transparent pricing and a shrinking footprint.",
  values: "Safety first · Own the outcome · Customers at the centre · Learn every day · Act sustainably",
};

export type DemoUser = {
  key: string;
  firstName: string;
  lastName: string;
  role: "admin" | "user";
  department: string;
};

// The first user is the demo admin whose e-mail and password are printed at start.
export const DEMO_USERS: DemoUser[] = [
  { key: "olivia", firstName: "Olivia", lastName: "Bennett", role: "admin", department: "Strategy Office" },
  { key: "marcus", firstName: "Marcus", lastName: "Okafor", role: "admin", department: "Finance" },
  { key: "sofia", firstName: "Sofia", lastName: "Lindqvist", role: "user", department: "Operations" },
  { key: "daniel", firstName: "Daniel", lastName: "Reyes", role: "user", department: "Sales" },
  { key: "amira", firstName: "Amira", lastName: "Haddad", role: "user", department: "People & Culture" },
  { key: "tomas", firstName: "Tomas", lastName: "Novak", role: "user", department: "Fleet" },
];

export const DEMO_THEMES = [
  {
    key: "excellence",
    name: "Operational Excellence",
    description: "Reliable, lean and safe operations",
    color: "#2563EB",
  },
  {
    key: "customer",
    name: "Customer Intimacy",
    description: "Know and delight every customer",
    color: "#16A34A",
  },
  {
    key: "growth",
    name: "Sustainable Growth",
    description: "Profitable growth with a lower footprint",
    color: "#D97706",
  },
  { key: "people", name: "People First", description: "Skilled, safe and engaged teams", color: "#9333EA" },
] as const;

export type DemoObjective = {
  key: string;
  name: string;
  description: string;
  perspective: BscPerspective;
  theme: (typeof DEMO_THEMES)[number]["key"] | null;
};

export const DEMO_OBJECTIVES: DemoObjective[] = [
  {
    key: "revenue",
    name: "Grow profitable revenue",
    description: "Increase revenue while protecting margin",
    perspective: "Financial",
    theme: "growth",
  },
  {
    key: "cost",
    name: "Reduce cost to serve",
    description: "Lower the cost of every delivery",
    perspective: "Financial",
    theme: "excellence",
  },
  {
    key: "cash",
    name: "Strengthen cash flow",
    description: "Collect faster and spend wisely",
    perspective: "Financial",
    theme: null,
  },
  {
    key: "retention",
    name: "Retain and expand key accounts",
    description: "Keep our best customers and grow with them",
    perspective: "Customer",
    theme: "customer",
  },
  {
    key: "satisfaction",
    name: "Delight customers",
    description: "Raise satisfaction at every touchpoint",
    perspective: "Customer",
    theme: "customer",
  },
  {
    key: "winNew",
    name: "Win new markets",
    description: "Enter two new regions profitably",
    perspective: "Customer",
    theme: "growth",
  },
  {
    key: "onTime",
    name: "Deliver on time, every time",
    description: "Make punctual delivery our signature",
    perspective: "Internal_Process",
    theme: "excellence",
  },
  {
    key: "safety",
    name: "Operate safely",
    description: "Zero harm on the road and in the warehouse",
    perspective: "Internal_Process",
    theme: "people",
  },
  {
    key: "emissions",
    name: "Cut emissions per delivery",
    description: "Cleaner fleet and smarter routes",
    perspective: "Internal_Process",
    theme: "growth",
  },
  {
    key: "warehouse",
    name: "Run efficient warehouses",
    description: "Faster picking with fewer errors",
    perspective: "Internal_Process",
    theme: "excellence",
  },
  {
    key: "skills",
    name: "Build critical skills",
    description: "Certify drivers and planners",
    perspective: "Learning_Growth",
    theme: "people",
  },
  {
    key: "engagement",
    name: "Engage our people",
    description: "A place where people stay and thrive",
    perspective: "Learning_Growth",
    theme: "people",
  },
  {
    key: "digital",
    name: "Digitise planning",
    description: "Data-driven routing and forecasting",
    perspective: "Learning_Growth",
    theme: "excellence",
  },
  {
    key: "talent",
    name: "Attract great talent",
    description: "Fill critical roles quickly",
    perspective: "Learning_Growth",
    theme: "people",
  },
];

/**
 * base: the typical target of one period (for a cumulative KPI, of the whole year);
 * form: how well the KPI tends to do, actual ÷ target for positive polarity (so the statuses mix).
 */
export type DemoKpi = {
  key: string;
  name: string;
  description: string;
  unit: string;
  polarity: "positive" | "negative";
  frequency: Frequency;
  isCumulative?: boolean;
  /** AGG-6: left out, `last` when cumulative, else the unit's default (AGG-7). */
  aggregation?: Aggregation;
  base: number;
  form: number;
};

export const DEMO_KPIS: DemoKpi[] = [
  {
    key: "revenueGrowth",
    name: "Revenue growth",
    description: "Revenue against the same period last year",
    unit: "%",
    polarity: "positive",
    frequency: "quarterly",
    base: 8,
    form: 1.05,
  },
  {
    key: "grossMargin",
    name: "Gross margin",
    description: "Gross profit as a share of revenue",
    unit: "%",
    polarity: "positive",
    frequency: "quarterly",
    base: 24,
    form: 0.96,
  },
  {
    key: "ebitda",
    name: "EBITDA",
    description: "Earnings before interest, tax, depreciation and amortisation, in € thousands",
    unit: "€ thousands",
    polarity: "positive",
    frequency: "annual",
    base: 4200,
    form: 0.93,
  },
  {
    key: "costPerDrop",
    name: "Cost per delivery",
    description: "Operating cost divided by deliveries",
    unit: "€",
    polarity: "negative",
    frequency: "monthly",
    aggregation: "average",
    base: 11.5,
    form: 0.97,
  },
  {
    key: "fuelCost",
    name: "Fuel cost per km",
    description: "Fuel spend divided by kilometres driven",
    unit: "€",
    polarity: "negative",
    frequency: "monthly",
    aggregation: "average",
    base: 0.42,
    form: 0.9,
  },
  {
    key: "dso",
    name: "Days sales outstanding",
    description: "Average days to collect receivables",
    unit: "days",
    polarity: "negative",
    frequency: "monthly",
    aggregation: "average",
    base: 45,
    form: 0.88,
  },
  {
    key: "overdue",
    name: "Overdue receivables",
    description: "Share of receivables past due",
    unit: "%",
    polarity: "negative",
    frequency: "monthly",
    base: 6,
    form: 0.8,
  },
  {
    key: "capexOnBudget",
    name: "Capex on budget",
    description: "Capital projects delivered within budget",
    unit: "%",
    polarity: "positive",
    frequency: "quarterly",
    base: 90,
    form: 1.02,
  },
  {
    key: "keyAccountRetention",
    name: "Key account retention",
    description: "Key accounts renewed",
    unit: "%",
    polarity: "positive",
    frequency: "quarterly",
    base: 95,
    form: 0.99,
  },
  {
    key: "shareOfWallet",
    name: "Share of wallet",
    description: "Our share of key accounts' logistics spend",
    unit: "%",
    polarity: "positive",
    frequency: "annual",
    base: 35,
    form: 0.9,
  },
  {
    key: "nps",
    name: "Net promoter score",
    description: "Promoters minus detractors",
    unit: "score",
    polarity: "positive",
    frequency: "quarterly",
    base: 45,
    form: 0.85,
  },
  {
    key: "complaints",
    name: "Complaints per 1,000 deliveries",
    description: "Customer complaints logged",
    unit: "ratio",
    polarity: "negative",
    frequency: "monthly",
    base: 2.5,
    form: 1.1,
  },
  {
    key: "newCustomers",
    name: "New customers won",
    description: "Contracts signed with new customers this year",
    unit: "count",
    polarity: "positive",
    frequency: "monthly",
    isCumulative: true,
    base: 60,
    form: 0.92,
  },
  {
    key: "pipeline",
    name: "Qualified pipeline",
    description: "Value of qualified opportunities, € thousands",
    unit: "€ thousands",
    polarity: "positive",
    frequency: "monthly",
    aggregation: "average",
    base: 3500,
    form: 1.08,
  },
  {
    key: "newRegionRevenue",
    name: "New region revenue",
    description: "Revenue from regions entered this year, € thousands",
    unit: "€ thousands",
    polarity: "positive",
    frequency: "quarterly",
    isCumulative: true,
    base: 1800,
    form: 0.7,
  },
  {
    key: "otd",
    name: "On-time delivery",
    description: "Deliveries within the promised window",
    unit: "%",
    polarity: "positive",
    frequency: "monthly",
    base: 96,
    form: 0.97,
  },
  {
    key: "firstAttempt",
    name: "First-attempt delivery rate",
    description: "Deliveries completed on the first attempt",
    unit: "%",
    polarity: "positive",
    frequency: "monthly",
    base: 92,
    form: 1.0,
  },
  {
    key: "ltifr",
    name: "Lost-time injury frequency",
    description: "Lost-time injuries per million hours worked",
    unit: "ratio",
    polarity: "negative",
    frequency: "quarterly",
    base: 2,
    form: 1.25,
  },
  {
    key: "safetyAudits",
    name: "Safety audits completed",
    description: "Site safety audits done this year",
    unit: "count",
    polarity: "positive",
    frequency: "quarterly",
    isCumulative: true,
    base: 48,
    form: 1.0,
  },
  {
    key: "co2PerDrop",
    name: "CO₂ per delivery",
    description: "Kilograms of CO₂ per delivery",
    unit: "kg",
    polarity: "negative",
    frequency: "quarterly",
    aggregation: "average",
    base: 3.2,
    form: 0.95,
  },
  {
    key: "evShare",
    name: "Electric fleet share",
    description: "Share of vans that are electric",
    unit: "%",
    polarity: "positive",
    frequency: "annual",
    base: 25,
    form: 0.8,
  },
  {
    key: "pickRate",
    name: "Picks per hour",
    description: "Order lines picked per labour hour",
    unit: "count",
    polarity: "positive",
    frequency: "monthly",
    aggregation: "average",
    base: 110,
    form: 1.04,
  },
  {
    key: "pickAccuracy",
    name: "Picking accuracy",
    description: "Order lines picked without error",
    unit: "%",
    polarity: "positive",
    frequency: "monthly",
    base: 99.5,
    form: 0.995,
  },
  {
    key: "dockToStock",
    name: "Dock-to-stock time",
    description: "Hours from arrival to available stock",
    unit: "hours",
    polarity: "negative",
    frequency: "monthly",
    aggregation: "average",
    base: 8,
    form: 1.15,
  },
  {
    key: "certifiedDrivers",
    name: "Drivers certified",
    description: "Drivers completing the advanced driving course this year",
    unit: "count",
    polarity: "positive",
    frequency: "quarterly",
    isCumulative: true,
    base: 120,
    form: 0.95,
  },
  {
    key: "trainingHours",
    name: "Training hours per employee",
    description: "Average hours of training per person",
    unit: "hours",
    polarity: "positive",
    frequency: "quarterly",
    base: 10,
    form: 0.75,
  },
  {
    key: "engagementScore",
    name: "Engagement score",
    description: "Employee engagement survey index",
    unit: "index",
    polarity: "positive",
    frequency: "annual",
    base: 75,
    form: 0.97,
  },
  {
    key: "attrition",
    name: "Voluntary attrition",
    description: "Employees leaving by choice, annualised",
    unit: "%",
    polarity: "negative",
    frequency: "quarterly",
    base: 12,
    form: 1.05,
  },
  {
    key: "absenteeism",
    name: "Absenteeism rate",
    description: "Working days lost to absence",
    unit: "%",
    polarity: "negative",
    frequency: "monthly",
    base: 3.5,
    form: 0.98,
  },
  {
    key: "forecastAccuracy",
    name: "Forecast accuracy",
    description: "Volume forecast within 5% of actual",
    unit: "%",
    polarity: "positive",
    frequency: "monthly",
    base: 85,
    form: 0.9,
  },
  {
    key: "routesOptimised",
    name: "Routes planned by the optimiser",
    description: "Share of routes planned automatically",
    unit: "%",
    polarity: "positive",
    frequency: "quarterly",
    base: 70,
    form: 1.1,
  },
  {
    key: "timeToHire",
    name: "Time to hire",
    description: "Days from opening to accepted offer",
    unit: "days",
    polarity: "negative",
    frequency: "monthly",
    aggregation: "average",
    base: 35,
    form: 1.2,
  },
  {
    key: "offerAcceptance",
    name: "Offer acceptance rate",
    description: "Offers accepted",
    unit: "%",
    polarity: "positive",
    frequency: "quarterly",
    base: 85,
    form: 0.93,
  },
  {
    key: "fleetUptime",
    name: "Fleet availability",
    description: "Vehicles available for service",
    unit: "%",
    polarity: "positive",
    frequency: "monthly",
    base: 95,
    form: 0.98,
  },
];

export type DemoFunction = {
  key: string;
  name: string;
  description: string;
  level: FunctionLevel;
  parent: string | null;
  /** CYCLE-1, DEMO-6: the user who heads the function (approvals and escalations go to them). */
  head?: string;
  /** Objective assignments: objective key, weight, parent function's objective key, KPIs with weights. */
  objectives: {
    objective: string;
    weight: number;
    parent: string | null;
    owner: string;
    kpis: { kpi: string; weight: number; owner: string }[];
  }[];
};

// Weights balance to 100% per function and per objective assignment (WEIGHT-2).
export const DEMO_FUNCTIONS: DemoFunction[] = [
  {
    key: "ceo",
    head: "olivia",
    name: "Office of the CEO",
    description: "Company-wide strategy and results",
    level: "ceo",
    parent: null,
    objectives: [
      {
        objective: "revenue",
        weight: 25,
        parent: null,
        owner: "olivia",
        // DEMO-5: each objective the map links has a monthly measure, so its links have months to read.
        kpis: [
          { kpi: "revenueGrowth", weight: 40, owner: "olivia" },
          { kpi: "ebitda", weight: 30, owner: "marcus" },
          { kpi: "pipeline", weight: 30, owner: "daniel" },
        ],
      },
      {
        objective: "retention",
        weight: 20,
        parent: null,
        owner: "olivia",
        // DEMO-5: a monthly measure too (STRAT-8, STRAT-9: quarterly KPIs alone score four months a year).
        kpis: [
          { kpi: "keyAccountRetention", weight: 40, owner: "daniel" },
          { kpi: "nps", weight: 30, owner: "daniel" },
          { kpi: "complaints", weight: 30, owner: "daniel" },
        ],
      },
      {
        objective: "onTime",
        weight: 20,
        parent: null,
        owner: "olivia",
        kpis: [
          { kpi: "otd", weight: 70, owner: "sofia" },
          { kpi: "costPerDrop", weight: 30, owner: "sofia" },
        ],
      },
      {
        objective: "emissions",
        weight: 15,
        parent: null,
        owner: "olivia",
        kpis: [
          { kpi: "co2PerDrop", weight: 40, owner: "tomas" },
          { kpi: "evShare", weight: 30, owner: "tomas" },
          { kpi: "fuelCost", weight: 30, owner: "tomas" },
        ],
      },
      {
        objective: "engagement",
        weight: 20,
        parent: null,
        owner: "olivia",
        kpis: [
          { kpi: "engagementScore", weight: 40, owner: "amira" },
          { kpi: "attrition", weight: 30, owner: "amira" },
          { kpi: "absenteeism", weight: 30, owner: "amira" },
        ],
      },
    ],
  },
  {
    key: "ops",
    head: "sofia",
    name: "Operations",
    description: "Transport, fleet and warehousing",
    level: "division",
    parent: "ceo",
    objectives: [
      {
        objective: "onTime",
        weight: 40,
        parent: "onTime",
        owner: "sofia",
        kpis: [
          { kpi: "otd", weight: 50, owner: "sofia" },
          { kpi: "firstAttempt", weight: 50, owner: "sofia" },
        ],
      },
      {
        objective: "cost",
        weight: 35,
        parent: "revenue",
        owner: "sofia",
        kpis: [
          { kpi: "costPerDrop", weight: 60, owner: "sofia" },
          { kpi: "fuelCost", weight: 40, owner: "tomas" },
        ],
      },
      {
        objective: "safety",
        weight: 25,
        parent: "engagement",
        owner: "sofia",
        kpis: [
          { kpi: "ltifr", weight: 60, owner: "tomas" },
          { kpi: "safetyAudits", weight: 40, owner: "tomas" },
        ],
      },
    ],
  },
  {
    key: "commercial",
    head: "daniel",
    name: "Commercial",
    description: "Sales, key accounts and marketing",
    level: "division",
    parent: "ceo",
    objectives: [
      {
        objective: "retention",
        weight: 40,
        parent: "retention",
        owner: "daniel",
        kpis: [
          { kpi: "keyAccountRetention", weight: 50, owner: "daniel" },
          { kpi: "shareOfWallet", weight: 50, owner: "daniel" },
        ],
      },
      {
        objective: "winNew",
        weight: 35,
        parent: "revenue",
        owner: "daniel",
        kpis: [
          { kpi: "newCustomers", weight: 50, owner: "daniel" },
          { kpi: "newRegionRevenue", weight: 50, owner: "daniel" },
        ],
      },
      {
        objective: "satisfaction",
        weight: 25,
        parent: "retention",
        owner: "daniel",
        kpis: [{ kpi: "complaints", weight: 100, owner: "daniel" }],
      },
    ],
  },
  {
    key: "corporate",
    head: "marcus",
    name: "Corporate Services",
    description: "Finance, people and technology",
    level: "division",
    parent: "ceo",
    objectives: [
      {
        objective: "cash",
        weight: 35,
        parent: "revenue",
        owner: "marcus",
        kpis: [
          { kpi: "dso", weight: 60, owner: "marcus" },
          { kpi: "capexOnBudget", weight: 40, owner: "marcus" },
        ],
      },
      {
        objective: "skills",
        weight: 35,
        parent: "engagement",
        owner: "amira",
        kpis: [
          { kpi: "trainingHours", weight: 50, owner: "amira" },
          { kpi: "certifiedDrivers", weight: 50, owner: "amira" },
        ],
      },
      {
        objective: "digital",
        weight: 30,
        parent: "onTime",
        owner: "marcus",
        kpis: [
          { kpi: "forecastAccuracy", weight: 50, owner: "marcus" },
          { kpi: "routesOptimised", weight: 50, owner: "marcus" },
        ],
      },
    ],
  },
  {
    key: "fleetWarehousing",
    head: "tomas",
    name: "Fleet & Warehousing",
    description: "Vehicles, depots and warehouses",
    level: "general-department",
    parent: "ops",
    objectives: [
      {
        objective: "warehouse",
        weight: 60,
        parent: "cost",
        owner: "tomas",
        kpis: [
          { kpi: "pickRate", weight: 40, owner: "tomas" },
          { kpi: "pickAccuracy", weight: 30, owner: "tomas" },
          { kpi: "dockToStock", weight: 30, owner: "tomas" },
        ],
      },
      {
        objective: "safety",
        weight: 40,
        parent: "safety",
        owner: "tomas",
        kpis: [{ kpi: "fleetUptime", weight: 100, owner: "tomas" }],
      },
    ],
  },
  {
    key: "delivery",
    name: "Customer Delivery",
    description: "Last-mile planning and delivery",
    level: "general-department",
    parent: "ops",
    objectives: [],
  },
  {
    key: "sales",
    name: "Sales",
    description: "New business and account growth",
    level: "general-department",
    parent: "commercial",
    objectives: [
      {
        objective: "winNew",
        weight: 100,
        parent: "winNew",
        owner: "daniel",
        kpis: [
          { kpi: "pipeline", weight: 60, owner: "daniel" },
          { kpi: "newCustomers", weight: 40, owner: "daniel" },
        ],
      },
    ],
  },
  {
    key: "marketing",
    name: "Marketing",
    description: "Brand, campaigns and market insight",
    level: "general-department",
    parent: "commercial",
    objectives: [],
  },
  {
    key: "finance",
    name: "Finance",
    description: "Accounting, treasury and control",
    level: "general-department",
    parent: "corporate",
    objectives: [
      {
        objective: "cash",
        weight: 100,
        parent: "cash",
        owner: "marcus",
        kpis: [
          { kpi: "dso", weight: 50, owner: "marcus" },
          { kpi: "overdue", weight: 50, owner: "marcus" },
        ],
      },
    ],
  },
  {
    key: "people",
    head: "amira",
    name: "People & Culture",
    description: "Recruiting, learning and wellbeing",
    level: "general-department",
    parent: "corporate",
    objectives: [
      {
        objective: "talent",
        weight: 50,
        parent: "skills",
        owner: "amira",
        kpis: [
          { kpi: "timeToHire", weight: 50, owner: "amira" },
          { kpi: "offerAcceptance", weight: 50, owner: "amira" },
        ],
      },
      {
        objective: "engagement",
        weight: 50,
        parent: "skills",
        owner: "amira",
        kpis: [{ kpi: "absenteeism", weight: 100, owner: "amira" }],
      },
    ],
  },
  {
    key: "fleetMaintenance",
    name: "Fleet Maintenance",
    description: "Servicing and repairs",
    level: "department",
    parent: "fleetWarehousing",
    objectives: [],
  },
  {
    key: "warehouseNorth",
    name: "Warehouse North",
    description: "The northern distribution centre",
    level: "department",
    parent: "fleetWarehousing",
    objectives: [],
  },
  {
    key: "keyAccounts",
    name: "Key Accounts",
    description: "Our twenty largest customers",
    level: "department",
    parent: "sales",
    objectives: [],
  },
  {
    key: "receivables",
    name: "Accounts Receivable",
    description: "Invoicing and collections",
    level: "department",
    parent: "finance",
    objectives: [],
  },
  {
    key: "talentAcquisition",
    name: "Talent Acquisition",
    description: "Recruiting and onboarding",
    level: "department",
    parent: "people",
    objectives: [],
  },
];

export type DemoStrategyLink = {
  function: string;
  from: string;
  to: string;
  direction: "direct" | "inverse";
  strength: "weak" | "moderate" | "strong";
  hypothesis: string;
};

/** STRAT-1: the CEO's strategy map, from Learning & Growth up to Financial (DEMO-5). */
export const DEMO_STRATEGY_LINKS: DemoStrategyLink[] = [
  {
    function: "ceo",
    from: "engagement",
    to: "onTime",
    direction: "direct",
    strength: "strong",
    hypothesis: "Engaged crews plan ahead and miss fewer delivery windows.",
  },
  {
    function: "ceo",
    from: "onTime",
    to: "retention",
    direction: "direct",
    strength: "strong",
    hypothesis: "Customers renew with the carrier that delivers when it promised.",
  },
  {
    function: "ceo",
    from: "emissions",
    to: "retention",
    direction: "direct",
    strength: "weak",
    hypothesis: "Large accounts increasingly score carriers on emissions in their tenders.",
  },
  {
    function: "ceo",
    from: "retention",
    to: "revenue",
    direction: "direct",
    strength: "moderate",
    hypothesis: "Retained accounts grow their volumes with us year after year.",
  },
];

export type DemoInitiative = {
  name: string;
  description: string;
  owner: string;
  /** `${function}/${objective}` of the objective assignments it delivers. */
  objectives: string[];
  /** `${function}/${kpi}` of the KPI assignments it should move. */
  kpis: string[];
  /** Days from the day the demo is created. */
  startDay: number;
  endDay: number;
  budget: number;
  spent: number;
  status: string;
  percentComplete?: number;
  milestones: { name: string; dueDay: number; done: boolean; weight?: number }[];
};

/**
 * DEMO-7: the CEO's initiatives, dated around the day the demo is made: one on track (60% done, 63% of
 * its time gone), one over budget (63% spent, 37.5% done, a milestone overdue), one not started yet, so the
 * list, the timeline and the health rules all show.
 */
export const DEMO_INITIATIVES: DemoInitiative[] = [
  {
    name: "Route optimisation rollout",
    description: "Dynamic route planning in every depot, replacing the fixed delivery rounds.",
    owner: "sofia",
    objectives: ["ceo/onTime"],
    kpis: ["ceo/otd", "ceo/costPerDrop"],
    startDay: -150,
    endDay: 90,
    budget: 180_000,
    spent: 95_000,
    status: "On Track",
    milestones: [
      { name: "Pilot in two depots", dueDay: -110, done: true },
      { name: "Dispatcher training", dueDay: -50, done: true },
      { name: "Rollout to the northern depots", dueDay: -10, done: true },
      { name: "Rollout to the southern depots", dueDay: 30, done: false },
      { name: "Retire the old planner", dueDay: 90, done: false },
    ],
  },
  {
    name: "Electric van programme",
    description: "A hundred electric vans and depot charging, first in the cities with low-emission zones.",
    owner: "tomas",
    objectives: ["ceo/emissions"],
    kpis: ["ceo/co2PerDrop", "ceo/evShare"],
    startDay: -240,
    endDay: 300,
    budget: 1_200_000,
    spent: 760_000,
    status: "At Risk",
    milestones: [
      { name: "Charging at the Leeds depot", dueDay: -180, done: true },
      { name: "First 40 vans on the road", dueDay: -90, done: true, weight: 2 },
      { name: "Charging at four more depots", dueDay: -20, done: false, weight: 2 },
      { name: "Remaining 60 vans on the road", dueDay: 240, done: false, weight: 3 },
    ],
  },
  {
    name: "Key account programme",
    description: "A named account manager and a quarterly business review for the fifty largest customers.",
    owner: "daniel",
    objectives: ["ceo/retention"],
    kpis: ["ceo/keyAccountRetention"],
    startDay: 30,
    endDay: 210,
    budget: 60_000,
    spent: 0,
    status: "Not Started",
    percentComplete: 0,
    milestones: [],
  },
];
