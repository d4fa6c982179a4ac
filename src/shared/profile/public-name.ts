const initialOf = (word: string) => `${Array.from(word)[0]?.toUpperCase() ?? ''}.`;

/**
 * The name other people see. The full name is private (spec §4, profiles.full_name); a person
 * without a username is shown by their first name and the initial of their last ('Awa D.').
 * A one-word full name may be a surname and is the whole full name: only its initial shows
 * ('Membre D.').
 */
export function publicName(username: string | null, fullName: string): string {
  if (username) return username;
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${initialOf(last)}` : `Membre ${initialOf(first)}`;
}

const USERNAME_MAX = 20;

/** A username that fits the profiles.username rule, offered when someone becomes a seller. */
export function suggestUsername(fullName: string): string {
  const base = fullName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, USERNAME_MAX)
    .replace(/_+$/, '');
  return base.length >= 3 ? base : `boutique_${base}`.replace(/_+$/, '');
}
