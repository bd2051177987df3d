// Control characters have no place in anything a person types, and PostgreSQL refuses a NUL byte
// in text outright (a submission holding one failed after validation had passed). Every text
// field of the shared schemas drops them; tabs and line breaks stay.
//
// A value made only of invisible characters (zero-width spaces and joiners, the byte-order mark,
// other Unicode "format" characters, white space, the other characters Unicode says to draw as
// nothing such as the Hangul filler, and the blank braille pattern) reads as empty, so a required field refuses it
// as it refuses a blank one. Inside visible text they stay: a zero-width joiner is part of some
// names and emoji.

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const ONLY_INVISIBLE = /^[\s\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

export function stripControlCharacters(value: string): string {
  const stripped = value.replace(CONTROL_CHARACTERS, "");
  return ONLY_INVISIBLE.test(stripped) ? "" : stripped;
}
