import { ArrowRight, Check } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Message } from "../../../i18n/message";
import { apiLoginUrl } from "../../../lib/paths";
import { landingMessages as m } from "../messages";
import { CLAIMS } from "./hero";

export function FinalCta() {
  return (
    <section className="px-4 pb-20 sm:px-6">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-600 to-blue-600 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl"
        />
        <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          <Message {...m.ctaTitle} />
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-indigo-100">
          <Message {...m.ctaText} />
        </p>
        <div className="mt-8 flex justify-center">
          <Button asChild size="lg" className="bg-white text-indigo-700 hover:bg-indigo-50">
            {/* AUTH-11: the call to action goes through the server's /api/login. */}
            <a href={apiLoginUrl()}>
              <Message {...m.getStarted} />
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
        </div>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-indigo-100">
          {CLAIMS.map((claim) => (
            <li key={claim.id} className="flex items-center gap-1.5">
              <Check className="size-4" aria-hidden="true" />
              <Message {...claim} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
