import { useId, useState } from 'react';

/** A comment given with a decision: its text, and whether a required one was left empty. */
export function useComment() {
  const id = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    id,
    text,
    missing,
    change(value: string) {
      setText(value);
      if (value.trim() !== '') setMissing(false);
    },
    reset() {
      setText('');
      setMissing(false);
    },
    /** The comment, trimmed; undefined when a required one is empty (the field then says so and takes the focus). */
    take(required: boolean): string | undefined {
      if (required && text.trim() === '') {
        setMissing(true);
        document.getElementById(id)?.focus();
        return undefined;
      }
      return text.trim();
    },
  };
}
export type Comment = ReturnType<typeof useComment>;

export interface CommentFieldProps {
  comment: Comment;
  label: string;
  required: boolean;
  /** What the field says when a required comment is left empty. */
  missingText: string;
}

/** The comment's field: its label, the text (500 characters at most), its error beside it. */
export function CommentField({ comment, label, required, missingText }: CommentFieldProps) {
  const errorId = `${comment.id}-error`;
  return (
    <>
      <label htmlFor={comment.id} className="form-label">
        {label}
      </label>
      <textarea
        id={comment.id}
        className={`form-control ${comment.missing ? 'is-invalid' : ''}`}
        rows={3}
        maxLength={500}
        value={comment.text}
        required={required}
        aria-invalid={comment.missing}
        aria-describedby={comment.missing ? errorId : undefined}
        onChange={(event) => comment.change(event.target.value)}
      />
      {comment.missing && (
        <div id={errorId} className="invalid-feedback">
          {missingText}
        </div>
      )}
    </>
  );
}
