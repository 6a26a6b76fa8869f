import { describe, expect, it } from 'vitest';
import type { Db } from '@rlo/db';
import { preparedPerDatabase } from '../prepared';

describe('preparedPerDatabase', () => {
  it('prepares once per database and keeps each database its own query', () => {
    const made: Db[] = [];
    const queryOf = preparedPerDatabase((db) => {
      made.push(db);
      return { db };
    });
    const one = {} as Db;
    const two = {} as Db;
    expect(queryOf(one)).toBe(queryOf(one));
    expect(queryOf(two).db).toBe(two);
    expect(queryOf(one)).not.toBe(queryOf(two));
    expect(made).toEqual([one, two]);
  });
});
