import { type ClipboardEvent, type KeyboardEvent, useRef } from "react";
import { cn } from "../../../lib/cn";

export const OTP_LENGTH = 6;

export function emptyOtp(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => "");
}

/** Verification code (AUTH-6): pasting strips non-digits and cuts to six. */
export function digitsFrom(text: string): string[] {
  return text.replace(/\D/g, "").slice(0, OTP_LENGTH).split("");
}

/**
 * Six single-digit boxes (UI-9) with paste support and arrow and
 * backspace navigation. `onComplete` fires when the sixth digit arrives, for the auto-submit of AUTH-6.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  disabled,
  autoFocus,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  onComplete?: (code: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    onChange(next);
    if (next.every((digit) => digit !== "")) onComplete?.(next.join(""));
  };

  // Typing, or an autofill that drops the whole code into one box.
  const handleInput = (index: number, raw: string) => {
    const digits = digitsFrom(raw);
    if (digits.length === 0) {
      commit(value.map((digit, i) => (i === index ? "" : digit)));
      return;
    }
    const next = [...value];
    digits.forEach((digit, offset) => {
      if (index + offset < OTP_LENGTH) next[index + offset] = digit;
    });
    commit(next);
    focusBox(index + digits.length);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsFrom(event.clipboardData.getData("text"));
    if (digits.length === 0) return;
    commit(Array.from({ length: OTP_LENGTH }, (_, i) => digits[i] ?? ""));
    focusBox(digits.length);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && value[index] === "" && index > 0) {
      event.preventDefault();
      onChange(value.map((digit, i) => (i === index - 1 ? "" : digit)));
      focusBox(index - 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a border and legend we do not want here
    <div role="group" aria-label="Verification code" className="flex justify-center gap-2 sm:gap-3">
      {value.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the six boxes are fixed positions
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          onFocus={(event) => event.target.select()}
          disabled={disabled}
          // biome-ignore lint/a11y/noAutofocus: the code dialog exists to take this code
          autoFocus={autoFocus && index === 0}
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          pattern="[0-9]*"
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          className={cn(
            "size-11 rounded-lg border border-input bg-card text-center text-xl font-semibold shadow-xs outline-none sm:size-12",
            "focus:border-ring focus:ring-[3px] focus:ring-ring/40 disabled:opacity-50",
          )}
        />
      ))}
    </div>
  );
}
