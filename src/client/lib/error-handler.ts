// ERROR-4: every failed read or write goes to one central handler that notifies listeners.
// Logging is deliberately empty; listeners (the global toasts) decide what a person sees.
import { type AppError, classifyError } from "./errors";

export type ErrorListener = (error: AppError) => void;

const listeners = new Set<ErrorListener>();

/** Registers a listener; returns the function that removes it. */
export function subscribeToErrors(listener: ErrorListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Classifies a failure and hands it to every listener. */
export function reportError(error: unknown): AppError {
  const appError = classifyError(error);
  for (const listener of listeners) listener(appError);
  return appError;
}
