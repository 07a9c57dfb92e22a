import { Input } from 'antd';

/** The server's bound on a door note (DoorNoteDto: one line, at most 500 characters). */
const DOOR_NOTE_MAX = 500;

/**
 * What the rider or staff saw at the door, kept on the order's history. One line, as the server
 * takes it: a pasted line break becomes a space instead of a refusal.
 */
export function DoorNoteInput({ id, value, onChange, placeholder }: { id: string; value: string; onChange: (note: string) => void; placeholder?: string }) {
  return <Input id={id} value={value} maxLength={DOOR_NOTE_MAX} onChange={(event) => onChange(event.target.value.replace(/[\r\n]+/g, ' '))} placeholder={placeholder} />;
}
