// FerretDB on the project's PostgreSQL cluster: an equality filter (pushed down as jsonb containment) is
// answered from an index, not by reading the whole table (postgres-indexes.ts).
import { rm } from 'node:fs/promises';
import { MongoClient } from 'mongodb';
import { freePort } from '../lib/proc';
import { type DbEngine, resolveDatabase, withDatabase } from './engine';
import { findPostgres, type PostgresCluster, postgresCluster } from './postgres';
import { scratchDir } from './scratch-dir';

jest.setTimeout(120_000);

const install = findPostgres();
const describeWithPostgres = install ? describe : describe.skip;

describeWithPostgres('GIN companions of FerretDB indexes', () => {
  const given = process.env.MONGODB_URI;
  let dataDir: string;
  let engine: DbEngine;
  let cluster: PostgresCluster;
  let client: MongoClient;

  beforeAll(async () => {
    delete process.env.MONGODB_URI;
    dataDir = await scratchDir('wedding-gin-');
    engine = await resolveDatabase({
      purpose: 'test',
      backend: 'postgresql',
      dataDir,
      port: await freePort(),
    });
    // a second handle on the running cluster (same socket), only to look inside it
    cluster = await postgresCluster({
      install: install as NonNullable<typeof install>,
      dataDir,
      throwaway: true,
    });
    client = await MongoClient.connect(withDatabase(engine.uri, 'gin'));
  });

  afterAll(async () => {
    await client?.close();
    await engine?.stop();
    await rm(dataDir, { recursive: true, force: true });
    process.env.MONGODB_URI = given;
  });

  const indexes = () => cluster.sql(`SELECT indexdef FROM pg_indexes WHERE schemaname = 'gin' ORDER BY 1`);
  const phone = (i: number) => `+1809555${String(i).padStart(4, '0')}`;

  it('every single-field index gets one, equality lookups use it, and it goes with its index', async () => {
    const guests = client.db('gin').collection('invitados');
    await guests.createIndex({ telefonoWhatsapp: 1 }, { unique: true });
    await guests.insertMany(
      Array.from({ length: 3000 }, (_, i) => ({ nombre: `G${i}`, telefonoWhatsapp: phone(i) })),
    );
    await guests.createIndex({ nombre: 1, telefonoWhatsapp: -1 });

    const defs = indexes();
    expect(defs).toMatch(/USING gin \(+_jsonb -> 'telefonoWhatsapp'::text\)\)/);
    expect(defs).toMatch(/USING gin \(+_jsonb -> '_id'::text\)\)/);
    expect(defs.match(/USING gin/g)).toHaveLength(2); // not for the compound index

    // the filter exactly as FerretDB 1.24 pushes `{ telefonoWhatsapp: "…" }` down
    const [table] = cluster
      .sql(`SELECT tablename FROM pg_tables WHERE schemaname = 'gin' AND tablename LIKE 'invitados%'`)
      .split('\n');
    const plan = cluster.sql(
      `EXPLAIN SELECT _jsonb FROM gin.${table} WHERE _jsonb -> 'telefonoWhatsapp' @> '"${phone(1234)}"'`,
    );
    expect(plan).toMatch(/Bitmap Index Scan on \S+_gin/);
    expect(plan).not.toMatch(/Seq Scan/);
    await expect(guests.findOne({ telefonoWhatsapp: phone(1234) })).resolves.toMatchObject({
      nombre: 'G1234',
    });
    await expect(guests.findOne({ telefonoWhatsapp: '+18095559999' })).resolves.toBeNull();

    // unique is still the btree's job
    await expect(guests.insertOne({ nombre: 'again', telefonoWhatsapp: phone(7) })).rejects.toThrow(
      /duplicate key/i,
    );

    await guests.dropIndex('telefonoWhatsapp_1');
    expect(indexes()).not.toMatch(/'telefonoWhatsapp'::text\)\)$/m);
    expect(indexes().match(/USING gin/g)).toHaveLength(1);
  });

  it('indexes made before (or whose companion went missing) get one at the next start', async () => {
    const notes = client.db('gin').collection('notes');
    await notes.createIndex({ code: 1 });
    const companion = cluster.sql(
      `SELECT indexname FROM pg_indexes WHERE indexdef LIKE '%USING gin (((_jsonb -> ''code''::text)))%'`,
    );
    expect(companion).toMatch(/_gin$/);
    cluster.sql(`DROP INDEX gin.${companion}`);
    expect(indexes()).not.toMatch(/USING gin \(+_jsonb -> 'code'::text\)\)/);

    await client.close();
    await engine.stop();
    await engine.start?.();
    client = await MongoClient.connect(withDatabase(engine.uri, 'gin'));
    expect(indexes()).toMatch(/USING gin \(+_jsonb -> 'code'::text\)\)/);
  });

  it('companions read no pending list: made without fast update, and one made with it is changed at the next start', async () => {
    const tables = client.db('gin').collection('tables');
    await tables.createIndex({ seat: 1 });
    const companionOf = () =>
      cluster.sql(
        `SELECT indexname FROM pg_indexes WHERE indexdef LIKE '%USING gin (((_jsonb -> ''seat''::text)))%'`,
      );
    const options = () =>
      cluster.sql(
        `SELECT coalesce(array_to_string(reloptions, ','), '') FROM pg_class WHERE relname = '${companionOf()}'`,
      );
    expect(options()).toBe('fastupdate=off');

    // a companion as an earlier version made it: fast update on, rows waiting in its pending list
    cluster.sql(`ALTER INDEX gin.${companionOf()} SET (fastupdate = on)`);
    await tables.insertMany(Array.from({ length: 50 }, (_, seat) => ({ seat })));
    cluster.sql('CREATE EXTENSION IF NOT EXISTS pgstattuple');
    const pending = () =>
      Number(cluster.sql(`SELECT pending_tuples FROM pgstatginindex('gin.${companionOf()}')`));
    expect(options()).toBe('fastupdate=on');
    expect(pending()).toBeGreaterThan(0);

    await client.close();
    await engine.stop();
    await engine.start?.();
    client = await MongoClient.connect(withDatabase(engine.uri, 'gin'));
    expect(options()).toBe('fastupdate=off');
    expect(pending()).toBe(0);
  });
});
