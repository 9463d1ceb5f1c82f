import { Logo } from "../../../components/logo";
import { Message } from "../../../i18n/message";
import { landingMessages as m } from "../messages";

export function LandingFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <Logo className="h-7" />
        <p>
          <Message {...m.footer} values={{ year: String(new Date().getFullYear()) }} />
        </p>
      </div>
    </footer>
  );
}
