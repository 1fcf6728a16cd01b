// A test of something no engine takes part in (configuration, logging, static files, the answer cache's memory) runs
// once, in the SQLite run: the PostgreSQL run would check the same bytes again at the cost of its CI minutes.
export const sqliteRunOnly: { skip: string | false } = {
  skip: process.env.TEST_DATABASE_URL ? 'engine-independent: checked in the SQLite run' : false,
};
