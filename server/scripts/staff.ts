/**
 * Staff accounts (spec §6: an account with an adminType), for the operations page (/ops) and its
 * API: a person signs up on the site as anyone does (and confirms their email), then an operator
 * makes the account staff. Staff accounts are no travellers: they have no Travel Hub.
 *
 *   npm run staff -- add ada@baobab.travel [operations]
 *   npm run staff -- remove ada@baobab.travel
 *   npm run staff -- list
 */
import { eq, isNotNull } from 'drizzle-orm';
import { users } from '../accounts/schema';
import { openDatabase } from '../db/client';
import { env } from '../env';

const [command, email, adminType = 'operations'] = process.argv.slice(2);

async function main() {
  const config = env();
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    if (command === 'list') {
      for (const row of await handle.db.select({ email: users.email, adminType: users.adminType }).from(users).where(isNotNull(users.adminType)))
        console.log(`${row.email}\t${row.adminType}`);
      return;
    }
    if ((command !== 'add' && command !== 'remove') || !email) throw new Error('Usage: npm run staff -- add <email> [type] | remove <email> | list');
    if (!/^[a-z][a-z0-9-]{1,31}$/.test(adminType)) throw new Error('The staff type is a short word: operations, support…');
    const [changed] = await handle.db
      .update(users)
      .set({ adminType: command === 'add' ? adminType : null, updatedAt: new Date() })
      .where(eq(users.email, email.trim().toLowerCase()))
      .returning({ email: users.email });
    if (!changed) throw new Error(`No account has the email ${email}: sign up on the site first.`);
    console.log(command === 'add' ? `${changed.email} is staff (${adminType}).` : `${changed.email} is no longer staff.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
