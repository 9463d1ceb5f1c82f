import { Spinner } from "../components/ui/spinner";

/** Shown while a lazily loaded screen arrives. */
export function RouteFallback({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      className={
        fullScreen
          ? "flex min-h-dvh items-center justify-center"
          : "flex min-h-[40vh] items-center justify-center"
      }
    >
      <Spinner className="size-6" />
    </div>
  );
}
