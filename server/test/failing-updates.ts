/**
 * The database, except that an update whose values match `when` fails `failures.left` times (then
 * works): the database going away at the moment something done outside it is to be recorded.
 */
export function failingUpdates<D extends { update: (table: never) => unknown }>(
  db: D,
  when: (values: Record<string, unknown>) => boolean,
  failures: { left: number },
  message = 'Connection terminated unexpectedly',
): D {
  const failed = () => {
    const rejection = Promise.reject(new Error(message));
    rejection.catch(() => undefined);
    return Object.assign(rejection, { returning: () => Promise.reject(new Error(message)) });
  };
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'update') return Reflect.get(target, key, receiver);
      return (table: never) => {
        const update = target.update(table) as { set: (values: never) => unknown };
        return {
          set(values: Record<string, unknown>) {
            if (when(values) && failures.left > 0) {
              failures.left -= 1;
              return { where: failed };
            }
            return update.set(values as never);
          },
        };
      };
    },
  });
}
