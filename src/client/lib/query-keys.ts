// The read keys of spec §7 ('a URL built by joining the query key segments'). They live here, not in
// a feature, because a write in one screen refreshes lists that other screens show (spec §7: 'After
// writes, the relevant lists are refetched').
export const queryKeys = {
  objectives: ["/api/objectives"],
  kpis: ["/api/kpis"],
  themes: ["/api/themes"],
  functions: ["/api/functions"],
  organizationalFunctions: ["/api/organizational-functions"],
  objectiveAssignments: ["/api/objective-assignments"],
  /** Followed by the year: ["/api/kpi-assignments", { year }]. */
  kpiAssignments: ["/api/kpi-assignments"],
  /** Followed by the request's parameters. */
  scorecard: ["/api/scorecard"],
  activities: ["/api/activities"],
  users: ["/api/users"],
  employees: ["/api/employees"],
  organizationSettings: ["/api/organization-settings"],
} as const;
