import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { digitsOnly } from '@/domain/credentials';

export interface DigitCodeInputProps {
  /** One entry per box: a digit or ''. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The accessible name of box n (1-based). */
  boxLabel: (position: number) => string;
  invalid?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
}

/**
 * Single-digit boxes: only digits are kept, one per box; typing moves focus forward,
 * Backspace in an empty box moves it back, and pasting a code fills the boxes.
 */
export function DigitCodeInput({
  value,
  onChange,
  boxLabel,
  invalid = false,
  autoFocus = false,
  disabled = false,
}: DigitCodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = value.length;
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(index, length - 1))]?.focus();

  /** Writes digits from box `from` on and focuses the box after the last one written. */
  const fill = (from: number, text: string) => {
    const digits = digitsOnly(text).slice(0, length - from).split('');
    if (digits.length === 0) return false;
    const next = [...value];
    digits.forEach((digit, offset) => {
      next[from + offset] = digit;
    });
    onChange(next);
    focusBox(from + digits.length);
    return true;
  };

  const handleInput = (index: number, text: string) => {
    if (text === '') {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    // A box holding a digit receives the new one typed over it.
    const typed = text.length > 1 && value[index] && text.startsWith(value[index]) ? text.slice(1) : text;
    fill(index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const forward = (event.key === 'ArrowRight') !== (document.dir === 'rtl');
      event.preventDefault();
      focusBox(index + (forward ? 1 : -1));
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <div className="digit-code d-flex justify-content-center gap-2" dir="ltr">
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]*"
          className={`form-control form-control-lg text-center digit-code__box ${invalid ? 'is-invalid' : ''}`}
          aria-label={boxLabel(index + 1)}
          aria-invalid={invalid || undefined}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
