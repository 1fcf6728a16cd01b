import crypto from 'node:crypto';

/** URL slug from free text: lowercase ASCII letters, digits and single hyphens ("Café Crème!" → "cafe-creme"). */
export function slugify(text: string, fallback = 'item'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/**
 * The first of base, base-2, base-3, … that `isTaken` says is free. Uniqueness is finally guaranteed
 * by the column's unique index; callers retry on a unique violation when two requests race.
 */
export async function uniqueSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  if (!(await isTaken(base))) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}

/**
 * Inserts with a free slug, choosing again when a concurrent insert took the chosen one first
 * (the unique index has the last word). `write` receives the slug; other errors pass through.
 */
export async function withFreeSlug<T>(
  base: string,
  isTaken: (slug: string) => Promise<boolean>,
  write: (slug: string) => Promise<T>,
  isUniqueViolation: (error: unknown) => boolean,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    // After a few lost races, a random suffix ends the contest.
    const slug = attempt <= 3 ? await uniqueSlug(base, isTaken) : `${base}-${crypto.randomBytes(3).toString('hex')}`;
    try {
      return await write(slug);
    } catch (e) {
      if (attempt >= 6 || !isUniqueViolation(e)) throw e;
    }
  }
}
