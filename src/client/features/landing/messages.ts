// docs/decisions/025: the landing page's words (UI-6), English as the source; German in
// src/locales/de/landing.json.
import { defineMessage, defineMessages, type MessageTag } from "react-intl";

export const landingMessages = defineMessages({
  navMain: { id: "landing.navMain", defaultMessage: "Main" },
  navHome: { id: "landing.navHome", defaultMessage: "Meridian home" },
  navFeatures: { id: "landing.navFeatures", defaultMessage: "Features" },
  navUseCases: { id: "landing.navUseCases", defaultMessage: "Use cases" },
  navPricing: { id: "landing.navPricing", defaultMessage: "Pricing" },
  signIn: { id: "landing.signIn", defaultMessage: "Sign In" },
  startFreeTrial: { id: "landing.startFreeTrial", defaultMessage: "Start Free Trial" },
  getStarted: { id: "landing.getStarted", defaultMessage: "Get Started" },
  heroBadge: { id: "landing.heroBadge", defaultMessage: "Balanced scorecards without the spreadsheets" },
  heroTitle: defineMessage<{ readonly em: MessageTag }>({
    id: "landing.heroTitle",
    defaultMessage: "Turn strategy into <em>measurable performance</em>",
    description: "The page's heading; <em> marks the words shown in the brand colour",
  }),
  heroText: {
    id: "landing.heroText",
    defaultMessage:
      "Meridian connects objectives, KPIs and people in one balanced scorecard: cascade goals from the CEO to every department, enter results each period, and watch scores update across the organization.",
  },
  claimTrial: { id: "landing.claimTrial", defaultMessage: "14-day free trial" },
  claimNoCard: { id: "landing.claimNoCard", defaultMessage: "No credit card required" },
  claimSetUp: { id: "landing.claimSetUp", defaultMessage: "Set up in 15 minutes" },
  previewLabel: {
    id: "landing.previewLabel",
    defaultMessage: "A preview of the Meridian dashboard with sample data",
  },
  previewTitle: { id: "landing.previewTitle", defaultMessage: "Corporate scorecard" },
  previewSubtitle: { id: "landing.previewSubtitle", defaultMessage: "Sample data · Current quarter" },
  metricOverall: { id: "landing.metricOverall", defaultMessage: "Overall score" },
  metricObjectives: { id: "landing.metricObjectives", defaultMessage: "Objectives on track" },
  metricKpis: { id: "landing.metricKpis", defaultMessage: "KPIs measured" },
  metricAlignment: { id: "landing.metricAlignment", defaultMessage: "Goal alignment" },
  perspectiveFinancial: { id: "landing.perspectiveFinancial", defaultMessage: "Financial" },
  perspectiveCustomer: { id: "landing.perspectiveCustomer", defaultMessage: "Customer" },
  perspectiveInternal: { id: "landing.perspectiveInternal", defaultMessage: "Internal Process" },
  perspectiveLearning: { id: "landing.perspectiveLearning", defaultMessage: "Learning & Growth" },
  statsLabel: { id: "landing.statsLabel", defaultMessage: "Meridian in numbers" },
  statPerspectives: { id: "landing.statPerspectives", defaultMessage: "Scorecard perspectives" },
  statLevels: { id: "landing.statLevels", defaultMessage: "Organization levels, CEO to department" },
  statFrequencies: { id: "landing.statFrequencies", defaultMessage: "Reporting frequencies" },
  statMinutes: defineMessage<{ readonly minutes: number }>({
    id: "landing.statMinutes",
    defaultMessage: "{minutes} min",
    description: "A duration in minutes, shown large",
  }),
  statFirstScorecard: { id: "landing.statFirstScorecard", defaultMessage: "From sign-up to first scorecard" },
  featuresTitle: { id: "landing.featuresTitle", defaultMessage: "Everything a scorecard needs" },
  featuresText: {
    id: "landing.featuresText",
    defaultMessage:
      "From the strategy map to the last department's monthly numbers, in one place your whole team can use.",
  },
  featureLibraryTitle: { id: "landing.featureLibraryTitle", defaultMessage: "Strategy library" },
  featureLibraryText: {
    id: "landing.featureLibraryText",
    defaultMessage:
      "Keep objectives, KPIs and strategic themes as reusable templates across all four perspectives.",
  },
  featureCascadeTitle: { id: "landing.featureCascadeTitle", defaultMessage: "Set and cascade" },
  featureCascadeText: {
    id: "landing.featureCascadeText",
    defaultMessage:
      "Cascade objectives from the CEO through divisions and departments, with weights that balance to 100%.",
  },
  featureInputTitle: { id: "landing.featureInputTitle", defaultMessage: "Simple KPI input" },
  featureInputText: {
    id: "landing.featureInputText",
    defaultMessage:
      "Owners enter actuals monthly, quarterly or annually. Cumulative KPIs roll up on their own.",
  },
  featureScoringTitle: { id: "landing.featureScoringTitle", defaultMessage: "Automatic scoring" },
  featureScoringText: {
    id: "landing.featureScoringText",
    defaultMessage:
      "Polarity-aware scores with your own thresholds and caps turn every result into a clear status.",
  },
  featureScorecardTitle: { id: "landing.featureScorecardTitle", defaultMessage: "Corporate scorecard" },
  featureScorecardText: {
    id: "landing.featureScorecardText",
    defaultMessage:
      "See every perspective, objective and KPI at a glance, colour-coded and ready for the board.",
  },
  featureTeamsTitle: { id: "landing.featureTeamsTitle", defaultMessage: "Teams and roles" },
  featureTeamsText: {
    id: "landing.featureTeamsText",
    defaultMessage:
      "Invite colleagues, bulk-upload users from CSV and follow every change in the activity log.",
  },
  ctaTitle: { id: "landing.ctaTitle", defaultMessage: "Ready to see your strategy in motion?" },
  ctaText: {
    id: "landing.ctaText",
    defaultMessage:
      "Set up your organization, import your team and publish your first scorecard this afternoon.",
  },
  footer: defineMessage<{ readonly year: string }>({
    id: "landing.footer",
    defaultMessage: "© {year} Meridian. Balanced scorecards and KPI performance management.",
    description: "{year} is the current year, written without grouping",
  }),
  useCasesTitle: { id: "landing.useCasesTitle", defaultMessage: "Built for how organizations really work" },
  useCasesText: {
    id: "landing.useCasesText",
    defaultMessage: "A few of the ways teams put Meridian to work.",
  },
  useCasesLabel: { id: "landing.useCasesLabel", defaultMessage: "Use cases" },
  useCaseSlide: defineMessage<{ readonly index: number; readonly count: number }>({
    id: "landing.useCaseSlide",
    defaultMessage: "{index} of {count}",
    description: "Names a slide of the use-case carousel for screen readers",
  }),
  useCaseShow: defineMessage<{ readonly index: number }>({
    id: "landing.useCaseShow",
    defaultMessage: "Show use case {index}",
  }),
  manufacturingSector: { id: "landing.manufacturingSector", defaultMessage: "Manufacturing group" },
  manufacturingTitle: {
    id: "landing.manufacturingTitle",
    defaultMessage: "Plants aligned to one set of group targets",
  },
  manufacturingStory: {
    id: "landing.manufacturingStory",
    defaultMessage:
      "Group objectives cascade to each plant and department. Plant managers enter monthly output, scrap rate and safety figures, and the board reviews one corporate scorecard instead of a dozen spreadsheets.",
  },
  healthcareSector: { id: "landing.healthcareSector", defaultMessage: "Healthcare network" },
  healthcareTitle: {
    id: "landing.healthcareTitle",
    defaultMessage: "Patient outcomes next to the financials",
  },
  healthcareStory: {
    id: "landing.healthcareStory",
    defaultMessage:
      "Clinical and operational KPIs sit in the Customer and Internal Process perspectives beside the budget, so leadership sees the trade-offs each quarter with scores computed the same way everywhere.",
  },
  retailSector: { id: "landing.retailSector", defaultMessage: "Retail chain" },
  retailTitle: { id: "landing.retailTitle", defaultMessage: "Regional goals that add up" },
  retailStory: {
    id: "landing.retailStory",
    defaultMessage:
      "Divisions own like-for-like sales and customer satisfaction; stores own conversion and stock accuracy. Weights that balance to 100% keep every level honest about what matters most.",
  },
  publicSector: { id: "landing.publicSector", defaultMessage: "Public agency" },
  publicTitle: { id: "landing.publicTitle", defaultMessage: "Strategy that survives the annual plan" },
  publicStory: {
    id: "landing.publicStory",
    defaultMessage:
      "Strategic themes group objectives across departments. Annual and quarterly KPIs live side by side, and the activity log shows who changed which result and when.",
  },
});
