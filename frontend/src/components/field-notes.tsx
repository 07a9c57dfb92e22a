import type { ReactNode } from 'react';

/** The ids of the notes shown under field `id`, for its input's aria-describedby (the error read first). */
export function fieldNoteIds(id: string, hint: ReactNode, error: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

/** The lines under a field of the sign-in, sign-up and supplier forms: its hint and its error. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
