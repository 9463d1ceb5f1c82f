import { TriangleAlert } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../components/ui/button";
import { FirstPaintDone } from "./first-paint";
import { shellMessages as m } from "./messages";

type Props = {
  children: ReactNode;
  /** When this value changes (the path, say), a caught error is cleared. */
  resetKey?: unknown;
  /** Fill the whole window (the outermost boundary) or just the content area. */
  fullScreen?: boolean;
};

type State = { error: Error | null; resetKey: unknown };

export function ErrorFallback({ onRetry, fullScreen }: { onRetry: () => void; fullScreen?: boolean }) {
  return (
    <div
      role="alert"
      className={
        fullScreen
          ? "flex min-h-dvh items-center justify-center bg-background p-6"
          : "flex min-h-[50vh] items-center justify-center p-6"
      }
    >
      <FirstPaintDone />
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">
          <FormattedMessage {...m.errorTitle} />
        </h1>
        <p className="text-muted-foreground">
          <FormattedMessage {...m.errorText} />
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={onRetry}>
            <FormattedMessage {...m.tryAgain} />
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <FormattedMessage {...m.reloadPage} />
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * Error fallback (UI-22): 'Something went wrong' with Try Again and Reload Page. React only offers
 * error boundaries as class components, hence the one class in the client.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo): void {
    // ERROR-4: logging is empty; React already reports the error in development.
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorFallback fullScreen={this.props.fullScreen} onRetry={() => this.setState({ error: null })} />
      );
    }
    return this.props.children;
  }
}
