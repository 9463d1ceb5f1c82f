import { SkipLink } from "../../../components/skip-link";
import { FeatureGrid } from "../components/feature-grid";
import { FinalCta } from "../components/final-cta";
import { Hero } from "../components/hero";
import { LandingFooter } from "../components/landing-footer";
import { LandingNav } from "../components/landing-nav";
import { Pricing } from "../components/pricing";
import { StatsStrip } from "../components/stats-strip";
import { UseCaseCarousel } from "../components/use-case-carousel";

/** Landing page (UI-6). The sign-in and sign-up dialogs are mounted beside it by the app's routes. */
export function LandingPage() {
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <LandingNav />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero />
        <StatsStrip />
        <FeatureGrid />
        <UseCaseCarousel />
        <Pricing />
        <FinalCta />
      </main>
      <LandingFooter />
    </div>
  );
}
