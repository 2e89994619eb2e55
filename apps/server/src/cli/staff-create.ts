import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { createOrUpdateStaff, StaffInputError } from '../modules/users/staff.service.ts';

// npm run staff:create -- --username U --password P
// Creates the staff user, or makes an existing user of that name staff with this password.
async function main() {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  });
  if (!values.username || !values.password) {
    throw new ConfigError('Usage: npm run staff:create -- --username USERNAME --password PASSWORD');
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await createOrUpdateStaff(database.db, { username: values.username, password: values.password });
    console.log(`Staff user "${values.username}" is ready (${database.kind}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof StaffInputError ||
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof TypeError
  ) {
    console.error(error.message);
  } else {
    console.error('staff:create failed:', error);
  }
  process.exit(1);
});
