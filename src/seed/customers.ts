// Registered, verified customers, some with addresses, some B2B; all share one known password.
import argon2 from 'argon2';
import type { NewRow } from '../db/database.js';
import { chunked, DAY, iso, tenths, type SeedContext } from './batch.js';
import { streamOf, type Random } from './random.js';
import { B2B_GROUPS, CITIES, FIRST_NAMES, LAST_NAMES, STREETS } from './vocabulary.js';

/** Every seeded customer logs in with this password (demo data; never seed a production database). */
export const SEED_CUSTOMER_PASSWORD = 'Seed-Customer-2026';

/**
 * The password hash, computed once and shared by all seeded customers: one Argon2id hash costs ~50 ms, so
 * hashing per customer would take minutes. The salt comes from the seed so that the rows stay identical
 * between runs; the parameters are those of shared/passwords.ts, and verification reads them from the hash.
 */
export function seedPasswordHash(seed: number): Promise<string> {
  const salt = Buffer.alloc(16);
  salt.writeUInt32BE(seed >>> 0, 0);
  salt.write('shop-seed', 4, 'ascii');
  return argon2.hash(SEED_CUSTOMER_PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
    salt,
  });
}

/** ASCII for e-mail local parts: "Müller" → "mueller". */
export function emailPart(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '');
}

export function randomAddress(rng: Random) {
  const [city, postalCode, country] = rng.pick(CITIES);
  return { street: `${rng.pick(STREETS)} ${rng.int(1, 120)}`, city, postalCode, country };
}

export interface CustomersResult {
  customers: number;
  addresses: number;
  b2b: number;
}

export async function seedCustomers(ctx: SeedContext, count: number, passwordHash: string): Promise<CustomersResult> {
  const { trx, base } = ctx;
  const rng = streamOf(ctx.seed, 'customers');
  // Numbered after every existing id: e-mail addresses stay unique on a --force run.
  const { maxId } = await trx
    .selectFrom('customers')
    .select((eb) => eb.fn.max('id').as('maxId'))
    .executeTakeFirstOrThrow();
  const offset = Number(maxId ?? 0);
  const result: CustomersResult = { customers: 0, addresses: 0, b2b: 0 };
  const report = tenths(ctx.progress, 'customers', count);

  const batch = 2000;
  for (let start = 0; start < count; start += batch) {
    const planned = Array.from({ length: Math.min(batch, count - start) }, (_, i) => {
      const firstName = rng.pick(FIRST_NAMES);
      const lastName = rng.pick(LAST_NAMES);
      const createdMs = base - rng.int(1, 730) * DAY - rng.int(0, DAY / 1000) * 1000;
      const b2b = rng.chance(0.1);
      const row: NewRow<'customers'> = {
        email: `${emailPart(firstName)}.${emailPart(lastName)}.${offset + start + i + 1}@example.com`,
        passwordHash,
        firstName,
        lastName,
        phone: rng.chance(0.7) ? `+49 ${rng.int(30, 89)} ${rng.int(1000000, 9999999)}` : null,
        isVerified: 1,
        isB2b: b2b ? 1 : 0,
        b2bGroup: b2b ? rng.pick(B2B_GROUPS) : null,
        notes: b2b ? `Net ${rng.pick([14, 30, 60])} payment terms` : null,
        verifiedAt: iso(createdMs + rng.int(1, 120) * 60_000),
        createdAt: iso(createdMs),
        updatedAt: iso(createdMs),
      };
      const addresses = rng.chance(0.6) ? (rng.chance(0.25) ? 2 : 1) : 0;
      return { row, addresses };
    });

    const idByEmail = new Map<string, number>();
    for await (const rows of chunked(planned.map((p) => p.row))) {
      for (const r of await trx.insertInto('customers').values(rows).returning(['id', 'email']).execute())
        idByEmail.set(r.email, r.id);
    }
    const addresses: NewRow<'customerAddresses'>[] = [];
    for (const p of planned) {
      for (let n = 0; n < p.addresses; n++) {
        // The first address is the default shipping address; a second one the billing address (often a company's).
        addresses.push({
          customerId: idByEmail.get(p.row.email)!,
          type: n === 0 ? 'shipping' : 'billing',
          firstName: p.row.firstName,
          lastName: p.row.lastName,
          ...randomAddress(rng),
          isDefault: 1,
          createdAt: p.row.createdAt,
          updatedAt: p.row.createdAt,
        });
      }
      if (p.row.isB2b) result.b2b++;
    }
    for await (const rows of chunked(addresses)) await trx.insertInto('customerAddresses').values(rows).execute();
    result.customers += planned.length;
    result.addresses += addresses.length;
    report(result.customers);
  }
  return result;
}
