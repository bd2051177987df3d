// Control characters have no place in anything a person types, and PostgreSQL refuses a NUL byte
// in text outright (a submission holding one failed after validation had passed). Every text
// field of the shared schemas drops them; tabs and line breaks stay.

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function stripControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "");
}
