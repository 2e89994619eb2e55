import { describe, expect, it } from 'vitest';
import { insertMention, matchingMembers, mentionedIn, typedMention } from './mention-text.ts';

const dewi = { id: 'u1', name: 'Dewi Lestari' };
const rudi = { id: 'u2', name: 'Rudi' };

describe('mentions in a note', () => {
  it('finds the @name being typed at the end, not an email or a finished word', () => {
    expect(typedMention('please ask @de')).toBe('de');
    expect(typedMention('@')).toBe('');
    expect(typedMention('mail ani@shop.id')).toBeNull();
    expect(typedMention('@Rudi ')).toBeNull();
  });

  it('matches members by any word of their name, and inserts the full name', () => {
    expect(matchingMembers([dewi, rudi], 'les')).toEqual([dewi]);
    expect(matchingMembers([dewi, rudi], '')).toEqual([dewi, rudi]);
    expect(insertMention('ask @les', dewi)).toBe('ask @Dewi Lestari ');
  });

  it('names only the chosen members whose @Name is still in the text', () => {
    expect(mentionedIn('@Dewi Lestari and @Rudi, look', [dewi, rudi, dewi])).toEqual(['u1', 'u2']);
    expect(mentionedIn('@Dewi Lestari only', [dewi, rudi])).toEqual(['u1']);
  });
});
