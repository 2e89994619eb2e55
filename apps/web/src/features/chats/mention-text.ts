/** A member as a note can name them. */
export type Mentionable = { id: string; name: string };

/** The `@name` being typed at the end of a note, if any (what follows the @, maybe empty). */
export function typedMention(text: string): string | null {
  const match = /(?:^|\s)@([^\s@]*)$/u.exec(text);
  return match ? match[1]! : null;
}

/** The members whose name starts with (or has a word starting with) what was typed. */
export function matchingMembers(members: Mentionable[], typed: string): Mentionable[] {
  const wanted = typed.toLocaleLowerCase();
  return members.filter((member) =>
    member.name
      .toLocaleLowerCase()
      .split(/\s+/)
      .some((word, i, words) => word.startsWith(wanted) || words.slice(i).join(' ').startsWith(wanted)),
  );
}

/** The note with the typed `@name` replaced by the member's full `@Name `. */
export function insertMention(text: string, member: Mentionable): string {
  const typed = typedMention(text) ?? '';
  return `${text.slice(0, text.length - typed.length - 1)}@${member.name} `;
}

/** The members the note still names: chosen from the list, and their `@Name` still in the text. */
export function mentionedIn(text: string, chosen: Mentionable[]): string[] {
  return [...new Set(chosen.filter((member) => text.includes(`@${member.name}`)).map((m) => m.id))];
}
