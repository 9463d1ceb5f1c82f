import { Check } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { LANDING_PLANS } from "../../../../domain/plans";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { landingHandOff } from "../../../lib/landing-entry";
import { apiLoginUrl } from "../../../lib/paths";
import { useLandingActions } from "../landing-actions";

// The form libraries come with the dialog, loaded on the first click: the landing page stays small.
const loadContactSalesDialog = () => import("./contact-sales-dialog");
const ContactSalesDialog = lazy(() =>
  loadContactSalesDialog().then((m) => ({ default: m.ContactSalesDialog })),
);

// Landing page (UI-6, PLAN-7): Free $0 (up to 10 users), Professional $29 per user/month, Enterprise custom,
// from the one plan catalogue the platform console reads too.
const PLANS = LANDING_PLANS;

export function Pricing() {
  // LANDING-7: opened at once when the landing page's own entry handed over to open it.
  const [contactOpen, setContactOpen] = useState(() => landingHandOff.contactSales);
  useEffect(() => {
    landingHandOff.contactSales = false;
  }, []);
  const [contactLoaded, setContactLoaded] = useState(false);
  if (contactOpen && !contactLoaded) setContactLoaded(true);
  const { openContactSales } = useLandingActions();
  return (
    <section id="pricing" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">Simple, transparent pricing</h2>
        <p className="mt-4 text-muted-foreground">
          Every plan starts with a 14-day free trial of Professional. No credit card required.
        </p>
      </div>
      <ul className="mt-12 grid items-stretch gap-6 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <li
            key={plan.plan}
            className={cn(
              "relative flex flex-col rounded-2xl border bg-card p-6 shadow-xs sm:p-8",
              plan.featured && "border-primary shadow-lg shadow-primary/10 ring-1 ring-primary",
            )}
          >
            {plan.featured && (
              <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
                Recommended
              </span>
            )}
            <h3 className="text-lg font-semibold">{plan.label}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{plan.summary}</p>
            <p className="mt-6 flex items-baseline gap-2">
              <span className="text-4xl font-bold tracking-tight">{plan.priceText}</span>
              <span className="text-sm text-muted-foreground">{plan.cadence}</span>
            </p>
            <ul className="mt-6 flex-1 space-y-3 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            {plan.plan === "enterprise" ? (
              // LANDING-1, LANDING-3: Enterprise is a conversation with sales, a form rather than the trial.
              <Button
                className="mt-8"
                variant="outline"
                aria-label={`${plan.cta}: ${plan.label} plan`}
                onPointerOver={() => void loadContactSalesDialog()}
                onFocus={() => void loadContactSalesDialog()}
                onClick={() => (openContactSales ? openContactSales() : setContactOpen(true))}
              >
                {plan.cta}
              </Button>
            ) : (
              <Button asChild className="mt-8" variant={plan.featured ? "default" : "outline"}>
                {/* AUTH-11: plan buttons go to the server's /api/login, which opens the sign-up dialog. */}
                <a href={apiLoginUrl(plan.plan)} aria-label={`${plan.cta}: ${plan.label} plan`}>
                  {plan.cta}
                </a>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {/* Stays mounted after the first open so the dialog can animate closed. */}
      {contactLoaded && (
        <Suspense fallback={null}>
          <ContactSalesDialog open={contactOpen} onOpenChange={setContactOpen} />
        </Suspense>
      )}
    </section>
  );
}
